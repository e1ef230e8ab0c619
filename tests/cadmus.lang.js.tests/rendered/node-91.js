do {
	let v36 = true;
	let v37 = 8;
} while (fuel());
