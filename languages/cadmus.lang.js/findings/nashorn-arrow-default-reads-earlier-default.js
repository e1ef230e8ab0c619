// cadmus-finding: impl=js.nashorn version=15.7 outcome=OK stdout="undefined\nundefined\n20" expect="2\n5\n20" ref=js.node,js.rhino tracker=new
// OpenJDK Nashorn 15.7 (ES6 mode): in an arrow function, a parameter's default that reads an earlier parameter
// which itself took its default reads undefined. ES2015 9.2.12 (FunctionDeclarationInstantiation) binds the
// parameters left to right, each default evaluated after the earlier ones are initialized, so c = b sees b's
// default. A function expression with the same parameters answers right, as does a default reading a parameter
// that was passed. Expected (node, Rhino 1.9.1): "2", "5", "20"; Nashorn prints "undefined", "undefined", "20".
// Found while measuring which engines have default parameters (the generator's defaults never read parameters).
var f1 = (a, b = a + 1, c = b) => c;
print(f1(1));
var f2 = (a, b = 5, c = b) => c;
print(f2(1));
var f3 = function (a, b = 2, c = b * 10) { return c; };
print(f3(1));
