const v1 = str_upper;
fuel();
out(v1("ab"));
