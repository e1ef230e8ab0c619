let v27 = "yy" + "aa";
let v28 = v27;
out(v27);
out(v28);
