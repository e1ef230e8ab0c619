let v1 = "9ba";
v1.toUpperCase();
function v2() {
	return v1;
}
switch (NaN) {
	default:
}
out(v1);
out(v2());
