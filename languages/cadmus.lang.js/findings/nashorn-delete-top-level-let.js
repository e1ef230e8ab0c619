// cadmus-finding: impl=js.nashorn version=15.7 outcome=OK stdout="true number" expect="false number" ref=js.node,js.rhino,js.javet,js.graaljs,js.jsc,js.gjs tracker=new avoided=delete-binding
// OpenJDK Nashorn 15.7 (ES6 mode): delete of a top-level let binding answers true, although the binding stays
// (typeof a is still "number"). ES2015 12.5.3.2 step 5 / 8.1.1.4.7: a declarative binding of the global scope
// cannot be deleted, so delete a is false (sloppy mode). A let inside a function and a var give false, as they
// should. Expected (node, Rhino, V8 through Javet, GraalJS, JavaScriptCore, SpiderMonkey): "false number".
// Found by compare --seed 61 (seed 1011) once the generator wrote delete; programs for Nashorn avoid it.
let a = 1;
print(delete a, typeof a);
