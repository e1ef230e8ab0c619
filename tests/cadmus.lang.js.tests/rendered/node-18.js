let v4 = `19a `;
let v13 = () => at;
let v27 = at;
let v21 = (...v26) => v27(v26, NaN)();
let v20 = v21(() => {
	return {y: arr_cat};
});
let v19 = v20.y([false], [true]);
let v15 = [v19];
let v14 = 8.23 === 0 ? at(v15, Infinity) : [true];
let v12 = v13()(v14, Infinity);
let v11 = v12 ? {
	get n() {
		return [{x: true ? [{n: `c`}] : [{n: `ycy${2.79}b19`}]}];
	}
} : {
	get n() {
		return [{x: true ? [{n: `0x0c${`ay10`}c`}] : [{n: "ac"}]}];
	}
};
let v10 = v11.n;
let v9 = v10[0];
let v8 = () => v9;
let v7 = v8().x;
let v6 = at(v7, Infinity);
let v5 = v6.n + "c0c0";
let v3 = v4 + v5 === "0az0";
let v2 = str_slice(str_slice("ca" + "c9cx", (v3 ? true : false) ? NaN : NaN), Infinity) + "z bz";
let v1 = [`x0b` === v2, true, true];
arr_len(v1);
function v28() {
	return [v4];
}
let v29 = 3;
let v30 = v29;
out(v4);
out(v13());
out(v27);
out(v21);
out(v20);
out(v19);
out(v15);
out(v14);
out(v12);
out(v11);
out(v10);
out(v9);
out(v8());
out(v7);
out(v6);
out(v5);
out(v3);
out(v2);
out(v1);
out(v28());
out(v29);
out(v30);
