// NOT A BUG (moved out of findings/ by issue 48): ES5.1 9.8.1 step 5 allows any s with the fewest digits k that
// reads back as the Number; Note 2's closest s is a recommendation, not a requirement. See README.md here.
// MuJS 1.3.2: a Number that needs 17 significant digits is converted to a string with a different last digit
// than the closest one (0.30000000000000007 for 0.1 + 0.2; also 1 / 6 -> 0.16666666666666667). The digits
// still read back as the same double, so ES5.1 9.8.1 step 5 (k as small as possible) allows them; Note 2 there
// recommends picking the s whose value is closest to the Number, and every other engine does that.
// Expected (node, Duktape, Hermes, Rhino, ...): "0.30000000000000004". Found by the ES5 acceptance run (compare
// --impl js.node,js.duktape,js.mujs,js.hermes,js.rhino --seed 1, seed 7347; also seeds 693, 777, 2611, 4926,
// 5210, 7083, 7693, 8789, 9130).
print(0.1 + 0.2);
