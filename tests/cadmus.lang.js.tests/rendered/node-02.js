while (fuel()) {
	fuel();
}
