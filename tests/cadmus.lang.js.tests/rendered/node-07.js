let v55 = `a9yb`;
out(v55);
