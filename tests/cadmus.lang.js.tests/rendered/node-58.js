const v1 = "09c";
out(v1);
