const v29 = at;
out(v29);
