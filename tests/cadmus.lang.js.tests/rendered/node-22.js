let v22 = true;
out(v22);
