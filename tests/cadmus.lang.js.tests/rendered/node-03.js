const v26 = "bx";
out(v26);
