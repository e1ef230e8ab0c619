package cadmus.lang.php.engines;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

import com.caucho.quercus.QuercusContext;
import com.caucho.quercus.QuercusErrorException;
import com.caucho.quercus.QuercusExitException;
import com.caucho.quercus.env.Env;
import com.caucho.quercus.env.QuercusLanguageException;
import com.caucho.quercus.page.InterpretedPage;
import com.caucho.quercus.parser.QuercusParseException;
import com.caucho.quercus.parser.QuercusParser;
import com.caucho.quercus.program.QuercusProgram;
import com.caucho.vfs.StringPath;
import com.caucho.vfs.VfsStream;
import com.caucho.vfs.WriteStream;

import cadmus.exec.worker.CrashKind;
import cadmus.exec.worker.WorkerEngine;
import cadmus.exec.worker.WorkerReply;

/**
 * Caucho Quercus 4.0.66 (PHP 5 in Java, interpreting), run in a worker JVM: one Quercus context, and for each
 * program a fresh environment (its own globals, functions, classes and output), as Quercus serves a page.
 * Classified as driver.php classifies php8.2: a program Quercus cannot parse is a syntax error ("parse error");
 * an uncaught PHP exception a runtime error whose kind is its class; a fatal error a runtime error whose kind is
 * Quercus's message up to its first '(' (Quercus words them its own way); exit() an OK end; running out of the
 * Java stack a runtime error ("stack exhausted": PHP has no stack limit of its own); any other Java exception out
 * of Quercus a crash of the engine. The output is what the program printed before it ended, however it ended.
 */
public final class QuercusEngine implements WorkerEngine {

	private static final int OUTPUT_CAP = 1 << 20; // bytes of stdout kept per program, as driver.php
	/** The kind of running out of the Java stack, which PHP's interpreters meet as memory or a signal. */
	public static final String STACK_EXHAUSTED = "stack exhausted";

	private final QuercusContext quercus;

	public QuercusEngine(String[] args) {
		if (args.length != 0) {
			throw new IllegalArgumentException("QuercusEngine takes no arguments");
		}
		var engine = new com.caucho.quercus.QuercusEngine();
		engine.init();
		quercus = engine.getQuercus();
	}

	@Override
	public String version() {
		return "Quercus " + quercus.getVersion() + " (PHP " + quercus.getPhpVersion() + ")";
	}

	@Override
	public WorkerReply run(String program) {
		QuercusProgram parsed;
		try {
			var path = new StringPath(program);
			parsed = QuercusParser.parse(quercus, path, path.openRead());
		} catch (QuercusParseException e) {
			return new WorkerReply("SYNTAX_ERROR", "parse error", "", "PHP Parse error:  " + e.getMessage());
		} catch (IOException | RuntimeException e) {
			return new WorkerReply("CRASH", CrashKind.of(e), "", "parsing failed: " + e);
		} catch (StackOverflowError e) {
			return new WorkerReply("RUNTIME_ERROR", STACK_EXHAUSTED, "", "java.lang.StackOverflowError while parsing");
		}
		var sink = new CappedBytes(OUTPUT_CAP);
		var out = new WriteStream(new VfsStream(null, sink));
		out.setNewlineString("\n");
		try {
			out.setEncoding("utf-8");
		} catch (java.io.UnsupportedEncodingException e) {
			throw new IllegalStateException("the JVM has no UTF-8", e);
		}
		Env env = null;
		try {
			env = new Env(quercus, new InterpretedPage(parsed), out, null, null);
			env.start();
			parsed.execute(env);
			return reply("OK", "", out, sink, "");
		} catch (QuercusExitException e) {
			return reply("OK", "", out, sink, "");
		} catch (QuercusLanguageException e) {
			String type = thrownClass(e);
			return reply("RUNTIME_ERROR", type, out, sink, "PHP Fatal error:  Uncaught " + type + ": " + message(e, env));
		} catch (QuercusParseException e) {
			return reply("SYNTAX_ERROR", "parse error", out, sink, "PHP Parse error:  " + e.getMessage());
		} catch (QuercusErrorException e) {
			String message = String.valueOf(e.getMessage());
			return reply("RUNTIME_ERROR", FatalErrors.kind(message), out, sink,
					"PHP Fatal error:  " + message);
		} catch (StackOverflowError e) {
			return reply("RUNTIME_ERROR", STACK_EXHAUSTED, out, sink, "java.lang.StackOverflowError");
		} catch (OutOfMemoryError e) {
			return new WorkerReply("OUT_OF_MEMORY", "memory limit", "", "java.lang.OutOfMemoryError: " + e.getMessage());
		} catch (RuntimeException | AssertionError | LinkageError e) {
			// Quercus's own failures (a NullPointerException inside a library function, a ClassCastException in
			// its interpreter): crashes of the engine, reported as such instead of taking the worker down.
			return reply("CRASH", CrashKind.of(e), out, sink, String.valueOf(e));
		} finally {
			if (env != null) {
				try {
					env.close();
				} catch (RuntimeException e) {
					// The run's verdict stands; its environment is dropped either way.
				}
			}
		}
	}

	private static WorkerReply reply(String outcome, String kind, WriteStream out, CappedBytes sink, String stderr) {
		try {
			out.flushBuffer();
		} catch (IOException | RuntimeException e) {
			// What was printed before the failure to flush is kept.
		}
		return new WorkerReply(outcome, kind, sink.text(), stderr);
	}

	/** The class of what the program threw, as PHP names it. */
	private static String thrownClass(QuercusLanguageException e) {
		try {
			var value = e.getValue();
			return value.isObject() ? value.getClassName() : "throw " + value.getType();
		} catch (RuntimeException failure) {
			return "Exception";
		}
	}

	private static String message(QuercusLanguageException e, Env env) {
		try {
			return e.getValue().isObject() ? e.getValue().callMethod(env,
					env.createString("getMessage")).toString() : e.getValue().toString();
		} catch (RuntimeException failure) {
			return "";
		}
	}

	/** The first bytes written, up to the cap; the rest are counted out. */
	private static final class CappedBytes extends OutputStream {
		private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		private final int cap;

		CappedBytes(int cap) {
			this.cap = cap;
		}

		@Override
		public void write(int b) {
			if (bytes.size() < cap) {
				bytes.write(b);
			}
		}

		@Override
		public void write(byte[] b, int offset, int length) {
			bytes.write(b, offset, Math.max(0, Math.min(length, cap - bytes.size())));
		}

		String text() {
			return bytes.toString(StandardCharsets.UTF_8);
		}
	}
}
