let v36 = arr_join;
out(v36);
