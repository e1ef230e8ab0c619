function v30(v31, v32) {
	arr_join(v32);
	return v31--;
}
out(v30);
