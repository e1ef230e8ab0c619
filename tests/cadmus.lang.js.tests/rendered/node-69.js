let v17 = isNaN;
out(v17(3));
