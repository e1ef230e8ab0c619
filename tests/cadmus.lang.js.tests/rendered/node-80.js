let v32 = (v33) => typeof arr_cat;
v32(Infinity);
out(v32(3));
