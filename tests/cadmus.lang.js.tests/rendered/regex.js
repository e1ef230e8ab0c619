let v1 = /(?:\w+9+|b+9*?9+?)+b{1,2}/;
const v2 = "ab c".replace(/[a-c]/gim, "x");
let v3 = v2.split(/\s+\w+/g);
out(v1.test(v2) && /^[^ 0]{2}(?=9)|\W+\s{0,2}$/m.global);
out([v1.source, /[\da]x/i.ignoreCase, /9/.multiline, v2.search(/z(?:c|x)/), v3]);
out(v2.length / 2 / 1 + v3.length);
