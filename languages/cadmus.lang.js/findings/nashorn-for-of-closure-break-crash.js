// Nashorn 15.7 (--language=es6): a for-of loop whose let variable a closure captures, left by break, crashes
// the compiler (java.lang.AssertionError: Failed generating bytecode). Expected: prints "done", as node and
// Rhino do. Found by compare --lang js --seed 1 (seed 8799), reduced by hand.
for (let x of [1]) {
	let f = () => x;
	break;
}
print("done");
