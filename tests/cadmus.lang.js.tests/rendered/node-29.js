let v3 = function (v4) {
	return v4;
};
let v6 = (v7) => ({y: v7});
let v27 = function (v28) {
	var v29 = "9a";
	return v28;
};
let v30 = function (v31) {
	function v32(v33) {
		return 12.27;
	}
	v31 -= 0.30;
	return () => {
		return {x: str_slice};
	};
};
let v26 = v27(v30(Infinity))();
let v25 = () => {
	if (v26.x("", NaN) in {
		get n() {
			return "9";
		}
	} ? true : false) {
		let v35 = (v34) => ({x: 8});
	} else {
		const v36 = (v37) => 2;
	}
	return {
		get x() {
			return {
				get n() {
					return {m: arr_rev};
				}
			};
		}
	};
};
let v24 = v25()["x"];
let v23 = v24["n"];
let v22 = v23.m([false]);
let v10 = () => v22[0] ? {n: () => function () {
	return at;
}} : {n: () => function () {
	return at;
}};
let v9 = v10()["n"];
let v8 = [v9];
let v5 = v6(...v8).y;
let v2 = v3(v5);
let v1 = v2();
if (v1()([false], NaN)) {
	let v38 = 600;
} else {
	let v39 = num_abs;
}
let v40 = arr_cat;
class v41 {
	constructor(v42, v43) {
		this.x = "";
		this.y = 2;
	}
	get n() {
		return this.x;
	}
	m(v44) {
		return this.x;
	}
}
class v45 {
	constructor(v46, v47) {
		this.n = 0.91;
		this.y = 2;
	}
	get n() {
		return this.x;
	}
	set n(v48) {
		this.x = v48;
	}
	m(v49) {
		return `x1`;
	}
}
switch (Infinity) {
	case Infinity:
}
out(v3);
out(v6);
out(v27);
out(v30(3));
out(v26);
out(v25());
out(v24);
out(v23);
out(v22);
out(v10());
out(v9());
out(v8);
out(v5());
out(v2());
out(v1());
out(v40);
out(v41);
out(v45);
