let v26 = str_slice;
let v27 = !isNaN(Infinity);
if (v27) {
	fuel();
}
out(v26("ab", 3));
out(v27);
