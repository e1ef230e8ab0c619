let v43 = 1;
out(v43);
