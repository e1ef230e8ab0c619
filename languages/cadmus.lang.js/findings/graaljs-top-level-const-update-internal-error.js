// cadmus-finding: impl=js.graaljs version=23.1.6 outcome=CRASH error="should not reach here" expect="TypeError" ref=js.node,js.jsc,js.gjs tracker=new
// GraalJS 23.1.6 (org.graalvm.js:js-language, run through the polyglot API on Java 17): an update expression (c++,
// ++c) of a const declared at a script's top level fails with an internal error, java.lang.IllegalStateException:
// should not reach here, instead of throwing the TypeError that assigning a const throws (ES2015 12.5.7.1 / 12.4.4.1
// PutValue, 8.1.1.1.5 SetMutableBinding of an immutable binding: TypeError). c = 2 and c += 1 at the top level, and
// c++ in a function, throw the TypeError as they should. Expected (node, JavaScriptCore, gjs): "TypeError". (Rhino
// 1.9.1, Duktape and Hermes print nothing: the update goes through silently, re-run for issue 48.)
// Found by a LangFuzz mutant of the 10-minute mutants campaign of issue 23 (seed 7, finding 38: const v6 = v1;
// while (([v6++])) {}), reduced by cadmus reduce to 33 tokens, then by hand; checked with GraalJS alone:
// Context.newBuilder("js").build().eval("js", this file's text) with print bound to System.out.
const c = 1;
try {
	c++;
} catch (e) {
	print(e instanceof TypeError ? "TypeError" : "other: " + e);
}
