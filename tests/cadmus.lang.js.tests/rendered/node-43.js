let v22 = "aay";
let v23 = v22.toUpperCase();
let v24 = str_index instanceof URIError;
out(v22);
out(v23);
out(v24);
