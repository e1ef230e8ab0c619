let v38 = num_fixed(NaN);
out(v38);
