let v3 = "";
function v1(v2) {
	return {x: v3};
}
let v4 = true;
let v17 = true;
let v18 = {
	get y() {
		return [() => {
			return true;
		}];
	}
};
let v16 = [v17, at(v18["y"], 4)()];
let v15 = arr_cat(v16, [true]);
let v14 = at(v15, Infinity);
let v13 = v14 ? {
	get y() {
		return {n: () => {
			return {
				get n() {
					return () => isNaN;
				}
			};
		}};
	}
} : {
	get y() {
		return {n: () => {
			return {n: () => isNaN};
		}};
	}
};
let v12 = v13["y"];
let v11 = v12.n;
let v10 = v11().n;
let v9 = function () {
	return v10()(2) ? {
		get x() {
			return {
				get n() {
					return () => true;
				}
			};
		}
	} : {
		get x() {
			return {n: () => true};
		}
	};
};
let v8 = v9()["x"];
let v7 = v8.n() ? {
	get x() {
		return {
			get x() {
				return {m: arr_rev};
			}
		};
	}
} : {
	get x() {
		return {
			get x() {
				return {m: arr_rev};
			}
		};
	}
};
let v6 = v7.x;
let v5 = v6.x;
if (v4) {
	at(v5.m([() => {
		return str_index;
	}]), NaN)();
	let v19 = "ayxx";
} else {
	let v20 = arr_len;
}
let v21 = 5;
switch (512) {
	case 7:
}
out(v3);
out(v1(0));
out(v4);
out(v17);
out(v18);
out(v16);
out(v15);
out(v14);
out(v13);
out(v12);
out(v11());
out(v10());
out(v9());
out(v8);
out(v7);
out(v6);
out(v5);
out(v21);
