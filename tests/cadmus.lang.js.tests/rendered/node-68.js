let v1 = 1.2;
out(v1);
