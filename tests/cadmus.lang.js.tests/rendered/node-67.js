let v18 = typeof false;
str_len(v18);
out(v18);
