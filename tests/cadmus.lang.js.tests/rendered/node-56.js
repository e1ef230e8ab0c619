function v1(v2) {
	return str_index;
}
out(v1(0));
