let v41 = NaN;
for (let v40 = -v41; fuel(); --v40) {
	let v42 = 5.77;
	v42++;
	while (fuel()) {
		v40 = v42;
	}
}
out(v41);
