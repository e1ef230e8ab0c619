fuel();
switch (1) {
	default:
}
