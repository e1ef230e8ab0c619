const v54 = isNaN;
out(v54(3));
