const v1 = "19z";
let v25 = str_index;
out(v1);
out(v25("ab", "ab"));
