let v2 = isNaN(NaN);
let v14 = true ? false : true;
let v12 = () => {
	for (const v13 of [8]) {
		if (v13 !== (v14 ? 0 : v13)) {
			break;
		}
		break;
	}
	let v15 = "0";
	return NaN;
};
let v11 = {
	get y() {
		switch (-(num_max(v12(), NaN) / 2.5)) {
			default:
		}
		var v16 = 9;
		return [{
			get x() {
				return {
					get x() {
						return num_max;
					}
				};
			}
		}];
	}
};
let v10 = v11["y"];
let v9 = [at(v10, Infinity).x, {x: num_max}, {
	get x() {
		return (v17, v18) => v18;
	}
}];
let v8 = at(v9, 873);
let v7 = delete v8.x(3.95, NaN) ? {n: (v19, v20) => v19} : {n: (v21, v22) => v21};
let v6 = () => {
	return v7.n;
};
let v5 = v6()(() => ({
	get n() {
		return () => {
			return "";
		};
	}
}), arr_rev);
let v4 = v5().n;
let v3 = v4();
let v1 = {y: delete (v2 ? v3 + `az${NaN}` : `cy${Infinity}`)};
if (v1.y) {
	let v23 = `zyxc${Infinity}c`;
} else {
	switch (4) {
		default:
	}
}
let v24 = 9;
let v25 = `${v14}c`;
let v26 = 2;
out(v2);
out(v14);
out(v12());
out(v11);
out(v10);
out(v9);
out(v8);
out(v7);
out(v6());
out(v5());
out(v4());
out(v3);
out(v1);
out(v24);
out(v25);
out(v26);
