let v10 = (v11) => () => v11;
let v13 = function () {
	return () => {
		return `y`;
	};
};
let v12 = v13();
let v9 = v10(v12())() + "" > "z0x" ? {x: [arr_join]} : {x: [arr_join]};
let v8 = function () {
	switch (2) {
		default:
			arr_rev(v9["x"]);
	}
	const v14 = [``];
	return (v15) => {
		return v15;
	};
};
let v7 = v8();
let v6 = v7(arr_rev)([() => {
	return at;
}]);
let v5 = {
	get y() {
		at([v6[0], () => {
			return at;
		}, () => at], NaN)();
		var v16 = `${NaN}c9cz`;
		return (v17) => v17;
	}
};
let v4 = () => {
	return v5.y;
};
let v3 = v4();
let v2 = arr_rev(arr_rev(arr_rev([v3((v18) => {
	return num_abs;
})])))[0];
L0: for (let v1 = (Infinity > v2("ac")(Infinity) ? NaN : 10) + NaN; fuel(); v1++) {
	break;
}
let v19 = num_fixed;
let v20 = v2;
out(v10("ab"));
out(v13());
out(v12());
out(v9);
out(v8());
out(v7);
out(v6);
out(v5);
out(v4());
out(v3);
out(v2("ab"));
out(v19(3));
out(v20("ab"));
