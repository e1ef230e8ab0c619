let v1 = at;
let v2 = num_max;
out(v1);
out(v2(3, 3));
