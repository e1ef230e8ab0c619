while (fuel()) {
	let v29 = 7;
	let v33 = !delete 5;
}
