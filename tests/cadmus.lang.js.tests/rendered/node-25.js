let v1 = `y91`;
out(v1);
