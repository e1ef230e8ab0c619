// cadmus-finding: impl=js.rhino,js.rhino-interpreted version=1.9.1 outcome=OK stdout="true undefined" expect="false number" ref=js.node tracker=new avoided=delete-binding
// Mozilla Rhino 1.9.1 (compiled and interpreted): delete of a let binding declared in a block answers true and
// removes the binding, so a later read raises a ReferenceError. ES2015 12.5.3.2 step 5 and 8.1.1.1.7: a declarative
// binding made by let is not deletable, so delete b is false in sloppy mode and b stays. A top-level let and a let at
// a function's top level give false in Rhino, as they should.
// Expected (node, as the standard says): "false number".
// Rhino prints "true undefined" (and with "b" read after it, throws ReferenceError: "b" is not defined).
// Found by a zest campaign on Rhino (releng/bench-zest js js.rhino, finding 27 of zest round 1, 2026-11-28), reduced
// by hand from cadmus reduce's output; programs for Rhino avoid delete of a name (JsFeatures.RHINO).
{
	let b = 1;
	print(delete b, typeof b);
}
