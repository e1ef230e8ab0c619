let v39 = {y: Infinity * Infinity};
out(v39["y"]);
out(v39);
