let v27 = () => {
	let v33 = {
		x: 1,
		y: NaN,
		get n() {
			let v31 = false;
			let v32 = Infinity;
			return v31;
		}
	};
	return {
		get n() {
			return [{
				get x() {
					return (v34) => v34;
				}
			}];
		}
	};
};
let v26 = v27();
let v25 = at([v26, {n: false ? [{
	get x() {
		return (v35) => {
			return v35;
		};
	}
}] : [{x: (v36) => v36}]}, {n: false ? [{
	get x() {
		return (v37) => {
			return {n: 12.29};
		};
	}
}] : [{x: (v38) => {
	return v38;
}}]}], Infinity);
let v18 = () => v25;
let v17 = v18().n;
let v16 = [...v17, {
	get x() {
		return (v39) => {
			return {
				get n() {
					return Infinity;
				}
			};
		};
	}
}, {x: (v40) => {
	return {n: NaN};
}}];
let v15 = () => v16;
let v14 = {x: v15()};
let v13 = v14.x;
let v12 = at(v13, NaN);
let v11 = v12["x"];
let v10 = v11({n: Infinity})["n"] >= 9 instanceof SyntaxError;
let v9 = v10 ? {
	get x() {
		return {x: (v41) => v41};
	}
} : {
	get x() {
		return {x: (v42) => v42};
	}
};
let v8 = v9.x;
let v7 = {n: v8};
let v5 = (...v6) => v7.n;
let v4 = v5(str_index);
let v3 = () => {
	return v4;
};
let v2 = v3().x;
let v1 = v2((v43) => v43);
v1(() => {
	return at;
})();
let v44 = {x: v10};
let v45 = [v3];
out(v27());
out(v26);
out(v25);
out(v18());
out(v17);
out(v16);
out(v15());
out(v14);
out(v13);
out(v12);
out(v11);
out(v10);
out(v9);
out(v8);
out(v7);
out(v5);
out(v4);
out(v3());
out(v2);
out(v1);
out(v44);
out(v45);
