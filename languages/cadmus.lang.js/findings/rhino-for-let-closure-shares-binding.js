// cadmus-finding: impl=js.rhino,js.rhino-interpreted version=1.9.1 outcome=OK stdout="3 3 3" expect="0 1 2" ref=js.node,js.javet,js.graaljs,js.nashorn tracker=new
// Mozilla Rhino 1.9.1 (compiled and interpreted): the closures made in the iterations of a for (let ...) loop
// share one binding of the loop variable; ES2015 gives each iteration its own (13.7.4.8 CreatePerIterationEnvironment).
// Expected (node, V8 through Javet, GraalJS, Nashorn): 0 1 2. Rhino prints 3 3 3.
// Found by the feature probes behind JsFeatures.RHINO ("for-let-closure"); programs for Rhino avoid it.
var fs = [];
for (let i = 0; i < 3; i++) {
	fs.push(function () { return i; });
}
print(fs[0](), fs[1](), fs[2]());
