const v28 = "zc  ";
out(v28);
