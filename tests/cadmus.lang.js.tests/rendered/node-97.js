let v39 = "xzc";
v39 = v39 += v39;
out(v39);
