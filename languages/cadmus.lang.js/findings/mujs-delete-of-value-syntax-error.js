// cadmus-finding: impl=js.mujs version=1.3.2 outcome=SYNTAX_ERROR error="invalid l-value in delete expression" expect="true true" ref=js.node,js.duktape tracker=new avoided=delete-value
// MuJS 1.3.2: delete of a value that is no reference is rejected at parse time ("invalid l-value in delete
// expression"). ES5 11.4.1: delete UnaryExpression; when the operand is not a Reference, the result is true.
// Expected (node, Duktape, Hermes, Rhino, ...): "true true". Found by the ES5 acceptance run (compare --impl
// js.node,js.duktape,js.mujs,js.hermes,js.rhino --seed 1: 599 of 10,000 programs); programs for MuJS avoid it.
print(delete (1 + 2), delete typeof 9);
