let v1 = {n: at};
let v9 = false || false;
let v16 = "1";
let v15 = arr_join(["c"]) !== v16 ? {
	get y() {
		return {x: [(v17) => v17]};
	}
} : {
	get y() {
		return {x: [(v18) => v18]};
	}
};
let v14 = v15["y"];
let v13 = arr_rev(v14["x"]);
let v12 = arr_rev(v13);
let v11 = at(v12, NaN)(() => ({n: false}));
let v10 = v11();
let v8 = !(v9 || v10.n);
let v7 = function () {
	return v8 ? [() => {
		return str_slice;
	}] : [() => {
		return str_slice;
	}];
};
let v6 = v7();
let v5 = at(v6, Infinity)();
let v4 = v5("ya", NaN) in {x: num_floor} ? false : true;
let v3 = (v4 ? true : false) ? {n: at} : {n: at};
let v2 = v3.n([(v19) => {
	return v19;
}], 5.53);
L0: while (fuel()) {
	with (v1) {
		let {y: v20} = v2({y: arr_rev});
	}
	continue L0;
}
let v21 = {x: 6.41};
let v22 = "z9 ";
out(v1);
out(v9);
out(v16);
out(v15);
out(v14);
out(v13);
out(v12);
out(v11());
out(v10);
out(v8);
out(v7());
out(v6);
out(v5("ab", 3));
out(v4);
out(v3);
out(v2);
out(v21);
out(v22);
