// cadmus-finding: impl=js.rhino version=1.9.1 outcome=CRASH error="bad local variable type" expect="done" ref=js.node,js.rhino-interpreted,js.nashorn tracker=new
// Mozilla Rhino 1.9.1, compiled mode (optimization level 9; the interpreter is fine): a function returning an
// object literal that has a getter and a property whose value is a call with an array of two object literals
// crashes Rhino's code generator when the script is compiled: java.lang.IllegalStateException "bad local
// variable type: 0 at index: 10", so nothing runs. One object literal in the array, the call's argument alone,
// or the getter written as a plain property are accepted. Expected (node, Rhino interpreted, Nashorn): "done".
// Found by the 60-second fuzz campaign on the Maven-Central engines (fuzz --impl
// js.javet,js.graaljs,js.rhino,js.nashorn, program 1812), reduced by a line-deleting script, then by hand.
function f(a) { return a; }
function g() { return { x: f([{}, {}]), get y() {} }; }
print("done");
