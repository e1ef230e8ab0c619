// cadmus-finding: impl=js.duktape version=2.7.0 outcome=OK stdout="2" expect="11" ref=js.node,js.mujs tracker=known:https://github.com/svaarala/duktape/issues/2391
// Duktape 2.7.0: in a binary expression whose left operand is a function's parameter or local variable
// (register-bound), an assignment to that variable inside the right operand changes the left operand's value:
// a + (a = 1) with a = 10 is 2 (also a - ++a, a * a++; a global variable is not affected). ES5.1 11.6.1
// (and 11.5, 11.8, ...): the left operand is evaluated and GetValue'd before the right operand is evaluated,
// so a + (a = 1) is 10 + 1. Known upstream: svaarala/duktape issue #2391 (open).
// Expected (node, MuJS, Hermes, Rhino, ...): "11". Found by the ES5 acceptance run (compare --impl
// js.node,js.duktape,js.mujs,js.hermes,js.rhino --seed 1, seed 2929).
function f(a) { return a + (a = 1); }
print(f(10));
