fuel();
let v34 = `b 0`;
let v36 = isNaN;
out(v34);
out(v36(3));
