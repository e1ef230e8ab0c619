// cadmus-finding: impl=js.nashorn version=15.7 outcome=CRASH error="VerifyError: Bad local variable type" expect="try\ndone" ref=js.node,js.rhino,js.rhino-interpreted,js.jsc tracker=new
// OpenJDK Nashorn 15.7 (ES6 mode): a finally block that declares a let variable holding a non-number (NaN, a
// string, undefined) and increments it in a loop left by break compiles to invalid bytecode: java.lang.VerifyError
// "Bad local variable type ... Type double (current frame, locals[3]) is not assignable to float". Nashorn emits
// the finally block twice (normal path and exception path); in the exception-path copy the double that x++ makes
// is loaded from local slot -1 (dload -1, which ASM encodes as fload_3) and stored into slot 1. With var instead of
// let, without the break, with if instead of while, or with a number literal such as 0.5 it compiles. The program
// is valid ES2015 (13.15 try statement, 13.3.1 let, 12.4.4 postfix ++) and should print "try" and "done".
// Expected (node, Rhino compiled and interpreted, JavaScriptCore): try / done. Nashorn prints only the VerifyError.
// Found by compare --seed 1 (seed 35 of 10,000) of the JavaScript acceptance run, reduced by hand.
try {
	print("try");
} finally {
	let x = NaN;
	while (x) {
		x++;
		break;
	}
}
print("done");
