let v29 = -NaN;
let v30 = v29++;
out(v29);
out(v30);
