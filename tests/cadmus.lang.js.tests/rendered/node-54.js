num_abs(NaN);
