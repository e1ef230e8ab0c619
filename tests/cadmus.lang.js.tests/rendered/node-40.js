let v35 = false;
out(v35);
