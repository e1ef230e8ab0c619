function v1(v2, v3) {
	return v3().n + v2.y({x: Infinity}, 3);
}
if (isNaN(Infinity)) {
	fuel();
} else {
	while (fuel()) {
		break;
	}
}
const v21 = num_abs;
let v24 = num_abs;
out(v1);
out(v21(3));
out(v24(3));
