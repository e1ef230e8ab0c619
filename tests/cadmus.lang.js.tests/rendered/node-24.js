let v4 = 5 === NaN * 8;
let v6 = (v7) => {
	let v8 = v7;
	return v8;
};
let v9 = (v10) => v10;
let v5 = false ? v6 : v9;
let v3 = v4 ? v5 : function (v11) {
	str_index(num_fixed(NaN / Infinity), "0b ");
	return v11;
};
let v2 = v3(at([false ? (at(at([arr_cat, arr_cat], NaN)(arr_rev(true ? arr_rev(arr_rev([`  0${Infinity}bx0` in {x: 4} && true, true, true])) : [true])[0] ? [false] : [true], [false]), NaN) ? "9yzy" : "c") + `x0y1${"x 9x"} za ` instanceof Function && true ? {
	get n() {
		return () => {
			return {n: () => {
				return str_upper;
			}};
		};
	}
} : {
	get n() {
		return () => {
			return {n: () => str_upper};
		};
	}
} : {
	get n() {
		return () => {
			return {n: () => {
				return str_upper;
			}};
		};
	}
}], 7).n);
let v1 = v2();
v1.n()("");
class v12 {
	constructor(v13, v14) {
		this.x = `${v14}`;
		this.y = true;
	}
	get n() {
		return this.x;
	}
	m(v15) {
		return this.y;
	}
}
let v16 = v2;
let v17 = v3;
let v18 = isNaN;
out(v4);
out(v6);
out(v9);
out(v5);
out(v3);
out(v2());
out(v1);
out(v12);
out(v16());
out(v17);
out(v18(3));
