const v56 = true;
let v57 = 0.99;
switch (v57) {
	default:
		v57 = ++v57;
}
out(v56);
out(v57);
