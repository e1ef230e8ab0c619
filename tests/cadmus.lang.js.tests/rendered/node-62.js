let v5 = delete ("zz" + "");
let v28 = delete 8;
let v29 = () => {
	return () => {
		return true;
	};
};
let v27 = `bx00${""}ay9${v28 ? Infinity : v29()() || false ? 1 : NaN}0`;
let v26 = v27.charAt(3) in {y: num_fixed};
let v10 = (...v23) => {
	var v24 = `1y1`;
	return {
		get x() {
			let v25 = v23;
			v24 = v24 = `90x${6}${`b0`}x1yz` + "bac" + (v26 ? v24 : v24) + v24;
			return (v30) => v30;
		}
	};
};
let v9 = [v10("0")["x"]];
let v8 = arr_rev(v9);
let v7 = at(v8, NaN);
let v6 = v7(at)([false], 4);
let v4 = v5 || v6;
let v3 = {
	get n() {
		return v4 ? {
			get n() {
				return (v31) => {
					return v31;
				};
			}
		} : {n: (v32) => num_max};
	}
};
let v2 = v3["n"];
let v1 = v2.n;
let v33 = v1(num_max)(NaN, NaN);
const v34 = 7;
const v35 = {
	get x() {
		return 8;
	}
};
out(v5);
out(v28);
out(v29());
out(v27);
out(v26);
out(v10("ab"));
out(v9);
out(v8);
out(v7);
out(v6);
out(v4);
out(v3);
out(v2);
out(v1);
out(v33);
out(v34);
out(v35);
