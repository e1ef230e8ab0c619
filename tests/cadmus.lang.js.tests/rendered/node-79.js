let v1 = "10ya" === "9yy";
let v25 = " ";
let v29 = () => {
	return {
		get n() {
			return {
				get y() {
					return [(v30) => v30];
				}
			};
		}
	};
};
let v28 = v29().n;
let v27 = v28.y;
let v26 = at(v27, Infinity);
let v24 = {
	get y() {
		str_len("y0" + v25);
		v26(() => arr_rev)();
		return {y: () => at};
	}
};
let v23 = v24.y;
let v11 = {y: v23.y()};
let v10 = v11.y([() => {
	return false;
}], NaN)();
let v9 = at(v10 ? [{
	get y() {
		return "9x";
	}
}] : [{y: "z1"}], NaN);
let v8 = !("ay" in v9) !== false ? {y: () => {
	return {y: arr_cat};
}} : {
	get y() {
		return () => {
			return {y: arr_cat};
		};
	}
};
let v7 = {x: v8};
let v6 = v7.x;
let v5 = v6["y"];
let v4 = [v5, () => {
	return {y: arr_cat};
}];
let v3 = at(v4, Infinity);
let v2 = v3();
if (v1) {
	v2.y(["zyax"], [" b"]);
} else {
	let v31 = num_floor;
}
function v32() {
	return str_upper;
}
let v33 = "0";
let v34 = at;
let v35 = v6;
out(v1);
out(v25);
out(v29());
out(v28);
out(v27);
out(v26);
out(v24);
out(v23);
out(v11);
out(v10);
out(v9);
out(v8);
out(v7);
out(v6);
out(v5());
out(v4);
out(v3());
out(v2);
out(v32());
out(v33);
out(v34);
out(v35);
