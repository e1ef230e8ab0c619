let v24 = num_fixed;
out(v24(3));
