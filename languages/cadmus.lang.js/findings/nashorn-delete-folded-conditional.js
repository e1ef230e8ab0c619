// cadmus-finding: impl=js.nashorn version=15.7 outcome=OK stdout="false\ntrue false" expect="true\ntrue true" ref=js.node,js.jsc tracker=new avoided=delete-conditional
// OpenJDK Nashorn 15.7 (ES6 mode): delete applied to a conditional expression whose condition is a constant
// (true, "a" < "z", ...) acts on the chosen branch as if it were the operand: delete (true ? NaN : 0) answers
// false, and delete (true ? o.p : 0) really removes o.p. Constant folding replaces the ?: by its branch before delete
// is compiled. ES2015 12.13.3: a ConditionalExpression evaluates to GetValue(branch), a value, not a Reference, and
// 12.5.3.2 step 3: delete of something that is not a Reference returns true and does nothing. With a condition
// held in a variable Nashorn answers right. Expected (node, JavaScriptCore): "true" and "true true"; Nashorn prints
// "false" and "true false" (Rhino 1.9.1 answers as Nashorn does).
// Found by compare --seed 1 (seed 8138 of 10,000) of the JavaScript acceptance run, reduced by hand.
print(delete (true ? NaN : 0));
var o = {p: 1};
print(delete (true ? o.p : 0), "p" in o);
