let {x: v3, y: v4} = {
	get x() {
		num_max(9 / -NaN, -(14.89 + NaN));
		let v1 = delete 5;
		return num_abs;
	},
	y: (v2) => v2
};
fuel();
out(v3(3));
out(v4(0));
