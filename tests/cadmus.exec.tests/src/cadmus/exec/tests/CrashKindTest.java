package cadmus.exec.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

import cadmus.exec.worker.CrashKind;

/**
 * The error kind of an engine's own failure: two bugs of one code generator stay apart, one bug on two programs
 * (other offsets, other generated class names in the verifier's dump) stays together.
 */
class CrashKindTest {

	private static VerifyError verifyError(String firstLine, String generatedClass) {
		var e = new VerifyError(firstLine + "\nException Details:\n  Location:\n    " + generatedClass
				+ ".L:1#f(Ljava/lang/Object;)Ljava/lang/Object; @12: goto\n");
		e.setStackTrace(new StackTraceElement[] {
				new StackTraceElement("java.lang.ClassLoader", "defineClass1", null, -2),
				new StackTraceElement("java.lang.ClassLoader", "defineClass", "ClassLoader.java", 1012) });
		return e;
	}

	@Test
	void theMessagesFirstLineWithNumbersFoldedNameTheKind() {
		var a = CrashKind.of(verifyError("Stack map does not match the one at exception handler 70", "Script$Recompilation$2$17"));
		var other = verifyError("Stack map does not match the one at exception handler 118", "Script$Recompilation$9$4");
		other.setStackTrace(new StackTraceElement[] { new StackTraceElement("java.lang.Class", "getDeclaredFields0", null, -2) });
		var b = CrashKind.of(other);
		assertEquals("java.lang.VerifyError: Stack map does not match the one at exception handler N", a,
				"a linkage error names no method: the class is verified wherever it is first linked");
		assertEquals(a, b, "one bug, two programs");
		assertNotEquals(a, CrashKind.of(verifyError("Bad local variable type", "Script$Recompilation$2$17")),
				"two bugs of one code generator");
	}

	@Test
	void theThrowingMethodNamesItTooAndALongMessageIsCutAndAMissingOneLeftOut() {
		var e = new IllegalStateException("x".repeat(500));
		e.setStackTrace(new StackTraceElement[] { new StackTraceElement("org.mozilla.javascript.optimizer.Codegen",
				"generateCode", "Codegen.java", 99) });
		assertEquals("java.lang.IllegalStateException: " + "x".repeat(60) + " at org.mozilla.javascript.optimizer.Codegen.generateCode",
				CrashKind.of(e));
		var bare = new NullPointerException();
		bare.setStackTrace(new StackTraceElement[0]);
		assertEquals("java.lang.NullPointerException", CrashKind.of(bare));
	}
}
