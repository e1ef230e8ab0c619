let v59 = "";
out(v59);
