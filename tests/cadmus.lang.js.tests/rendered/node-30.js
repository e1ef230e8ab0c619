let v30 = typeof str_len;
out(v30);
