let v16 = function (v17) {
	return v17;
};
let v18 = function (v19, v20) {
	this.x = 16.33;
	this.y = v20;
	var v21 = "c0 ";
};
let v15 = v16(v18);
let v14 = {y: v15};
let v13 = v14.y;
let v12 = new v13(NaN, true);
let v11 = {x: v12["y"]};
let v10 = v11["x"];
let v9 = v10 ? {n: ["b", Infinity]} : {n: ["", Infinity]};
let v8 = v9["n"];
let v7 = delete str_slice(...v8) ? {y: false} : {y: true};
let v6 = v7.y && true ? [true] : [false];
let v5 = v6[0] ? [{y: (v22) => {
	return v22;
}}] : [{y: (v23) => {
	return v23;
}}];
let v4 = at(v5, 6).y;
let v3 = v4((v24) => {
	return v24;
})(() => {
	return false;
});
let v2 = v3();
let v1 = at(isNaN(v2 ? Infinity : NaN) ? [at] : [at], 0)([{
	get x() {
		return {
			get x() {
				return (v25) => 300;
			}
		};
	}
}], Infinity);
with (v1["x"]) {
	const v26 = NaN;
}
function v27() {
	return 4;
}
function v28() {
	return v12;
}
out(v16);
out(v18);
out(v15);
out(v14);
out(v13);
out(v12);
out(v11);
out(v10);
out(v9);
out(v8);
out(v7);
out(v6);
out(v5);
out(v4);
out(v3());
out(v2);
out(v1);
out(v27());
out(v28());
