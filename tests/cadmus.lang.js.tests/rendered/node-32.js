let v46 = arr_rev;
out(v46);
