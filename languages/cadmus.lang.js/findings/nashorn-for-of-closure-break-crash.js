// cadmus-finding: impl=js.nashorn version=15.7 outcome=CRASH error="Failed generating bytecode" expect="done" ref=js.node,js.rhino tracker=new
// Nashorn 15.7 (--language=es6): a for-of loop whose let variable a closure captures, left by break, crashes
// the compiler (java.lang.AssertionError: Failed generating bytecode). Expected: prints "done", as node and
// Rhino do. Found by compare --lang js --seed 1 (seed 8799), reduced by hand. The same crash comes with a counting
// loop, for (let i = 0; i < 3; i++) { let f = () => i; break; }: 6 of the 10,000 programs of the default-set run of
// 9147f2c (which generated counting loops too). A continue instead of the break crashes it as well,
// for (let i of [1, 2]) { let f = () => i; continue; } (seed 7237 of compare --seed 7001, default set), and so
// does a for-in loop, for (let k in {a: 1}) { let f = () => k; break; }: 5 of the 10,000 programs of the
// default-set run of the rules with for-in (for-of, for-in and counting loops; break and continue).
for (let x of [1]) {
	let f = () => x;
	break;
}
print("done");
