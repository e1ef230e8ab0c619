let v27 = arr_cat;
out(v27);
