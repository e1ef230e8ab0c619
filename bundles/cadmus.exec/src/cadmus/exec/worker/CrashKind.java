package cadmus.exec.worker;

import java.util.regex.Pattern;

/**
 * The error kind of an engine's own failure in a worker JVM, as its bucket signature will read it: the
 * exception's class, the first line of its message and the method that threw it. The class alone put every
 * VerifyError of a code generator in one bucket ("Bad local variable type" and "Stack map does not match" are
 * two bugs); the message's numbers (bytecode offsets, slots) are folded, and the rest of the message (the
 * verifier's dump of the generated class) is left out, since it names the program's own functions. A linkage
 * error (VerifyError, ClassFormatError) is thrown wherever the generated class happens to be linked first
 * (defining it, reflecting on its fields), not where the bug is: no method for those.
 */
public final class CrashKind {

	private static final Pattern DIGITS = Pattern.compile("\\d+");
	/** Enough of a message to tell two failures apart; bucket keys stay short. */
	private static final int MESSAGE_CHARS = 60;

	private CrashKind() {
	}

	public static String of(Throwable e) {
		var kind = new StringBuilder(e.getClass().getName());
		String message = e.getMessage();
		if (message != null && !message.isBlank()) {
			String line = message.strip().lines().findFirst().orElse("").strip();
			line = DIGITS.matcher(line).replaceAll("N");
			kind.append(": ").append(line.length() > MESSAGE_CHARS ? line.substring(0, MESSAGE_CHARS) : line);
		}
		var stack = e.getStackTrace();
		if (stack.length > 0 && !(e instanceof LinkageError)) {
			kind.append(" at ").append(stack[0].getClassName()).append('.').append(stack[0].getMethodName());
		}
		return kind.toString();
	}
}
