let v3 = 3.41;
let v2 = [v3];
let v31 = (v32) => {
	return v32;
};
let v36 = {
	get n() {
		return [{y: true}];
	}
};
let v35 = v36.n;
let v34 = function () {
	if (at(v35, Infinity)["y"]) {
		const v37 = num_floor;
	}
	let v39 = (v38) => 3;
	return () => ({x: [(v40) => v40]});
};
let v33 = v34();
let v30 = v31(v33);
let v29 = [v30, () => {
	return {x: [(v41) => v41]};
}, () => {
	return {
		get x() {
			return [(v42) => {
				return v42;
			}];
		}
	};
}];
let v28 = at(v29, NaN);
let v27 = v28();
let v26 = {n: {n: v27}};
let v25 = v26.n;
let v24 = v25.n;
let v23 = v24.x;
let v22 = at(v23, NaN)(() => {
	return `0`;
});
let v21 = v22() + "x9";
let v20 = str_slice(str_upper(v21), Infinity);
let v5 = () => v20;
let v4 = v5();
do {
	for (let v1 of v2) {
		str_len(v4);
	}
	break;
	continue;
} while (fuel());
function v43() {
	return 11.20;
}
let v44 = at;
let v45 = arr_join;
out(v3);
out(v2);
out(v31);
out(v36);
out(v35);
out(v34());
out(v33());
out(v30());
out(v29);
out(v28());
out(v27);
out(v26);
out(v25);
out(v24);
out(v23);
out(v22());
out(v21);
out(v20);
out(v5());
out(v4);
out(v43());
out(v44);
out(v45);
