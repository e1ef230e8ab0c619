let v35 = 2;
out(v35);
