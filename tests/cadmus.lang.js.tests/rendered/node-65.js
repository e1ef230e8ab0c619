num_max(NaN, NaN * 1.35);
