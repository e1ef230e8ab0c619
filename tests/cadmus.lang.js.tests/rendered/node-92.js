let v1 = arr_join;
fuel();
let v8 = "ya0b";
let v11 = (v12) => {
	return v12;
};
let v10 = {n: v11};
let v9 = v10.n;
let v7 = function () {
	str_upper(v8);
	return v9;
};
let v5 = (...v6) => v7();
let v4 = v5("zb 9")(at([{x: (v13) => {
	for (const v14 in v13("b" + v1(" 1" instanceof EvalError ? v13("").n : [NaN, (Infinity + 10 % 3 - NaN) * Infinity - NaN]))) {
		break;
	}
	let v15 = `00${Infinity}x`;
	return {x: v15};
}}], 6));
let v3 = v4.x((v16) => ({n: [NaN]}))["x"] + `cbc9` in {y: str_upper};
try {
	throw -NaN;
} catch (v2) {
	if (v3) {
		const v17 = "0";
	} else {
		let v18 = true;
	}
	let v19 = NaN;
	let v20 = str_upper;
}
out(v1);
out(v8);
out(v11);
out(v10);
out(v9);
out(v7());
out(v5("ab"));
out(v4);
out(v3);
