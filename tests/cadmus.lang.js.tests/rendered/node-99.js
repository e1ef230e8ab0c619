const v41 = arr_rev;
out(v41);
