for (let v25 = Infinity; fuel(); v25--) {
	while (fuel()) {
		v25 = NaN;
	}
}
