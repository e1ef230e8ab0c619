const v7 = true;
out(v7);
