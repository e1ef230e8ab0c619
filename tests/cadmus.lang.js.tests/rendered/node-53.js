let v10 = 2;
let v9 = NaN > v10;
let v15 = arr_cat;
let v11 = function () {
	return v15;
};
let v8 = at([v9 ? arr_cat : arr_cat], 6)(v11()([at([function () {
	fuel();
	return {x: [false]};
}, () => ({x: [true]})], Infinity)()], [{
	get x() {
		return [true];
	}
}]), [{x: false ? [false] : [false]}]);
let v7 = v8[0];
let v6 = v7.x;
let v5 = (v6[0] ? `aa` : "0x") + `${"x0"}9a1a`;
let v4 = 2 % str_index(v5, " 0z0") === Infinity ? {
	get x() {
		return [{
			get x() {
				return {y: isNaN};
			}
		}];
	}
} : {
	get x() {
		return [{
			get x() {
				return {y: isNaN};
			}
		}];
	}
};
let v3 = v4.x;
let v2 = at(v3, Infinity);
let v1 = v2["x"];
if (true) {
	let v16 = at(arr_cat([v1["y"], isNaN, isNaN], [isNaN]), NaN)(Infinity);
	let v17 = "z111";
	let v18 = [true];
} else {
	const v19 = Infinity;
}
const v20 = {x: v10};
switch (v10) {
	default:
}
let v21 = {
	get x() {
		return "";
	}
};
let v22 = {x: 6};
function v23() {
	return {x: v9};
}
out(v10);
out(v9);
out(v15);
out(v11());
out(v8);
out(v7);
out(v6);
out(v5);
out(v4);
out(v3);
out(v2);
out(v1);
out(v20);
out(v21);
out(v22);
out(v23());
