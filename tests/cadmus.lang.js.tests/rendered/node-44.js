do {
	fuel();
} while (fuel());
