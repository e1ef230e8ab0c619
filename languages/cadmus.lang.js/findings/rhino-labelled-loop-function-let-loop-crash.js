// cadmus-finding: impl=js.rhino version=1.9.1 outcome=CRASH error="unlocated label" expect="done" ref=js.node tracker=new
// Mozilla Rhino 1.9.1: a labelled for (let ... of/in ...) loop that continues its label, where the loop's
// iterated expression holds a function with a for (let ...) loop of its own, crashes Rhino either way it runs the
// script. Compiled (optimization level 9): java.lang.RuntimeException "unlocated label" from
// ClassFileWriter.fixLabelGotos, so nothing runs. Interpreted (level -1): java.lang.ClassCastException
// "NativeObject cannot be cast to NativeWith" from ScriptRuntime.leaveWith (with a counting for (let v = 0; ...)
// inside instead, an IllegalStateException "FAILED ASSERTION" from CodeGenerator.addGoto). Without the label, with
// var in the inner loop, or with the function in the loop's body, Rhino runs it. Expected (node): "done".
// Found by a zest campaign on Rhino (releng/bench-zest js js.rhino 600 3, zest round 1, finding 1; random round 3 found
// it too), reduced by cadmus reduce (28 tokens), then by hand.
L: for (let k of [function () { for (let v of []) {} }]) continue L;
print("done");
// The same family, found by random round 3 (its finding 2): when the inner loop is labelled too, Rhino rejects the
// valid program, compiled and interpreted, with "continue can only use labeles of iteration statements" (a
// SyntaxError), as if L named the inner loop's label statement:
//   L0: for (let k in { get n() { L1: for (let v of []) { break L1; } return false; } }) { continue L0; }
// node runs it. (cadmus reduce took that finding down to "continue L0;", a syntax error of its own: its statement
// pass does not keep labels and names bound yet.)
