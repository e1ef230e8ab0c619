// cadmus-finding: impl=js.nashorn version=15.7 outcome=SYNTAX_ERROR error="Expected : but found" expect="1" ref=js.node,js.rhino tracker=new avoided=rules
// Nashorn 15.7 (--language=es6): an arrow function with a block body as a branch of ?: does not parse
// ("Expected : but found ..."), though it is valid ES2015. Expected: prints 1, as node and Rhino do.
let f = true ? () => {
	return 1;
} : () => {
	return 2;
};
print(f());
