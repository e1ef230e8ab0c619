let v1 = NaN;
let v2 = 3.61;
v1++;
out(v1);
out(v2);
