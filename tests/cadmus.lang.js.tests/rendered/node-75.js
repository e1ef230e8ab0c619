let v15 = class {
	constructor(v16, v17) {
		this.n = false;
		this.y = v17 % (Infinity - v17);
		function v18() {
			return false;
		}
	}
	get n() {
		return this.x;
	}
	set n(v19) {
		this.x = v19;
	}
	m(v20) {
		return this.x;
	}
};
let v14 = new v15(true, 5);
let v13 = v14.n;
let v12 = v13 ? {
	get x() {
		return [{n: (v21) => {
			return {
				get y() {
					return {y: `9xza`};
				}
			};
		}}];
	}
} : {
	get x() {
		return [{n: (v22) => v22}];
	}
};
let v11 = v12.x;
let v10 = arr_rev(v11);
let v9 = () => {
	return v10;
};
let v8 = v9();
let v7 = at(v8, Infinity).n;
let v6 = v7({
	get y() {
		return {y: `xxx${false}b 0`};
	}
})["y"];
let v5 = v6.y + "0" + "x" + "ba" !== `c1${NaN}9 0 ` ? {
	get n() {
		return {y: [(v23) => v23]};
	}
} : {
	get n() {
		return {y: [(v24) => v24]};
	}
};
let v4 = v5.n;
let v3 = v4.y;
let v2 = [...v3];
let v1 = at(v2.concat([(v25) => v25]), NaN);
do {
	v1(() => "y")();
	continue;
} while (fuel());
let v26 = v10;
let v27 = 9;
let v28 = v7;
let v29 = 5;
out(v15);
out(v14);
out(v13);
out(v12);
out(v11);
out(v10);
out(v9());
out(v8);
out(v7);
out(v6);
out(v5);
out(v4);
out(v3);
out(v2);
out(v1);
out(v26);
out(v27);
out(v28);
out(v29);
