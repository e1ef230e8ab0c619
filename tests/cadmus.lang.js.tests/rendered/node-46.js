let v17 = "by1a";
out(v17);
