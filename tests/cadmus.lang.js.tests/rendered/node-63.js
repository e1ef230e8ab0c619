let v34 = num_max;
out(v34(3, 3));
