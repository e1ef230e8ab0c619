while (fuel()) {
	for (let v1 = 0 - NaN; fuel(); v1++) {
		let v2 = arr_rev;
	}
}
