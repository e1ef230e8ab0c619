let v53 = true;
out(v53);
