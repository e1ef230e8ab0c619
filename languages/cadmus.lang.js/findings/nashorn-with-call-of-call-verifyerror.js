// cadmus-finding: impl=js.nashorn version=15.7 outcome=CRASH error="VerifyError: Stack map does not match" expect="done" ref=js.node,js.jsc,js.rhino tracker=new
// OpenJDK Nashorn 15.7 (ES6 mode): inside a with statement, calling what a call returns, where the first call's
// argument is an array literal holding a function and the second call's argument is an object literal, makes
// invalid bytecode: java.lang.VerifyError ("Stack map does not match the one at exception handler") when the
// script is compiled, so nothing runs. Each of these is accepted: the same statement outside with, the function
// not in an array, a number instead of the object literal. Expected (node, JavaScriptCore, Rhino): "done".
// Found by compare --seed 1 (seed 803 of 1,000) of the default set, reduced by a line-deleting script, then by
// hand.
function f(a) { return function (b) { return b; }; }
with ({}) {
	var x = f([function () {}])({});
}
print("done");
