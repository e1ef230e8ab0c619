// cadmus-finding: impl=js.mujs version=1.3.2 outcome=OK stdout="-0.00" expect="0.00" ref=js.node,js.duktape tracker=new
// MuJS 1.3.2: (-0).toFixed(2) is "-0.00" (also (-0).toPrecision(2) is "-0" and (-0).toExponential(1) is
// "-0.0e+0"). ES5.1 15.7.4.5 step 4 (and 15.7.4.6, 15.7.4.7): the sign "-" is added only if x < 0, which is
// false for -0, so the result is "0.00".
// Expected (node, Duktape, Hermes, Rhino, ...): "0.00". Found by the ES5 acceptance run (compare --impl
// js.node,js.duktape,js.mujs,js.hermes,js.rhino --seed 1, seed 5992).
print((-0).toFixed(2));
