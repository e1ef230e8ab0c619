let v7 = [at];
let v13 = false;
let v21 = () => {
	return [(v22) => {
		return v22;
	}];
};
let v20 = at(v21(), 3)({y: [num_max]});
let v18 = {
	get n() {
		for (const v19 of v20.y) {
			continue;
		}
		var v24 = (v23) => {
			return v23;
		};
		return {n: v24};
	}
};
let v17 = v18["n"];
let v16 = v17.n;
let v15 = v16({
	get y() {
		return [true];
	}
});
let v14 = v15.y;
let v12 = at(v13 ? v14 : [true], 2);
let v11 = v12 ? {
	get y() {
		return {
			get y() {
				return [at];
			}
		};
	}
} : {
	get y() {
		return {y: [(v25, v26) => {
			return "";
		}]};
	}
};
let v9 = () => {
	const v10 = true;
	return v11.y;
};
let v8 = v9();
let v6 = {
	get x() {
		arr_cat(v7, v8.y);
		return () => {
			return {
				get y() {
					return {n: () => {
						return false;
					}};
				}
			};
		};
	}
};
let v5 = v6["x"];
let v4 = () => {
	return v5;
};
let v3 = v4()()["y"];
let v2 = v3.n();
let v1 = v2 ? {n: str_index} : {n: str_index};
v1.n(`${" yc"}b990`, "x");
let v27 = [v16];
const v28 = v16;
switch ("9a") {
	case "901b":
}
out(v7);
out(v13);
out(v21());
out(v20);
out(v18);
out(v17);
out(v16);
out(v15);
out(v14);
out(v12);
out(v11);
out(v9());
out(v8);
out(v6);
out(v5());
out(v4());
out(v3);
out(v2);
out(v1);
out(v27);
out(v28);
