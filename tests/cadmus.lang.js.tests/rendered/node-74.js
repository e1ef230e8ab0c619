let v35 = arr_join;
out(v35);
