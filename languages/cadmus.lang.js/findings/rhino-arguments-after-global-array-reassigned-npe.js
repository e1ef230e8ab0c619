// cadmus-finding: impl=js.rhino,js.rhino-interpreted version=1.9.1 outcome=CRASH error="Arguments.<init>" expect="0" ref=js.node,js.jsc,js.gjs tracker=new
// Mozilla Rhino 1.9.1 (compiled and interpreted, ES6 language version): once a program assigns to the global Array
// (it is a writable property of the global object, ES2015 18.3), calling any function that makes an arguments object
// crashes with java.lang.NullPointerException at org.mozilla.javascript.Arguments.<init>: "the return value of
// TopLevel.getBuiltinPrototype(...) is null". An arguments object is built from the realm's intrinsics (ES2015
// 9.4.4.6-7: %ObjectPrototype%, %ArrayProto_values%), which no assignment to a global name changes. Expected (node,
// JavaScriptCore, gjs): "0".
// Found by a LangFuzz mutant of issue 23's 10-minute mutants campaign (seed 7, finding 92), reduced by cadmus reduce
// to "Array++; print();" (Cadmus's print makes an arguments object), then by hand; checked with Rhino alone
// (Context.initStandardObjects, optimization levels -1 and 9).
Array = 1;
function f() {
	return arguments.length;
}
print(f());
