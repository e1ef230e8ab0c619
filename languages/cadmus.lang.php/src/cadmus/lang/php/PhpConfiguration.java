package cadmus.lang.php;

import java.util.ArrayList;
import java.util.List;

/**
 * How PHP's interpreter is configured for a run: the settings given with {@code -d} (there is no php.ini). Every
 * configuration sends errors to stderr and limits memory alike; the opcache ones load the extension and enable it
 * for the CLI, and cache a script however new its file (opcache.file_update_protection=0: by default opcache leaves a
 * file written in the last two seconds uncached, and so the driver's programs, each written just before it runs,
 * went uncompiled by opcache and untouched by the JIT, as the JIT proof showed), the JIT ones give it a buffer and compile at the first call and loop iteration, so that short
 * generated programs run JIT-compiled code rather than only the interpreter, with the JIT's limits raised and
 * opcache's memory write-protected.
 */
enum PhpConfiguration {
	PLAIN("plain", "the interpreter alone", List.of()),
	OPCACHE("opcache", "opcache without the JIT", List.of("zend_extension=opcache", "opcache.enable_cli=1",
			"opcache.file_update_protection=0", "opcache.jit_buffer_size=0")),
	JIT_TRACING("jit-tracing", "opcache with the tracing JIT, hot at once", List.of("zend_extension=opcache",
			"opcache.enable_cli=1", "opcache.file_update_protection=0", "opcache.jit_buffer_size=64M", "opcache.jit=tracing",
			"opcache.jit_hot_loop=1", "opcache.jit_hot_func=1", "opcache.jit_hot_return=1", "opcache.jit_hot_side_exit=1"),
			JitLimits.SETTINGS),
	JIT_FUNCTION("jit-function", "opcache with the function JIT (1205: every function compiled on load)",
			List.of("zend_extension=opcache", "opcache.enable_cli=1", "opcache.file_update_protection=0",
					"opcache.jit_buffer_size=64M", "opcache.jit=1205"),
			JitLimits.SETTINGS);

	private final String id;
	private final String description;
	private final List<String> settings;

	PhpConfiguration(String id, String description, List<String> own) {
		this(id, description, own, List.of());
	}

	PhpConfiguration(String id, String description, List<String> own, List<String> jit) {
		this.id = id;
		this.description = description;
		var all = new ArrayList<>(Common.SETTINGS);
		all.addAll(own);
		all.addAll(jit);
		this.settings = List.copyOf(all);
	}

	/**
	 * What both JIT configurations add, as php-src's JIT tests and fuzzers run it: opcache's shared memory
	 * write-protected between its own updates (a stray write into it crashes at once instead of corrupting a later
	 * program), and the tracing JIT's limits raised so that no trace is given up for size: many root and side traces
	 * and exit counters, loops unrolled and recursion followed as far as PHP allows (9, 9 and 3 are the largest that
	 * 8.2 and 8.4 accept without a warning), calls through many targets.
	 */
	private static final class JitLimits {
		static final List<String> SETTINGS = List.of("opcache.protect_memory=1", "opcache.jit_max_root_traces=100000",
				"opcache.jit_max_side_traces=1000", "opcache.jit_max_exit_counters=100000", "opcache.jit_max_loop_unrolls=9",
				"opcache.jit_max_recursive_calls=9", "opcache.jit_max_recursive_returns=3",
				"opcache.jit_max_polymorphic_calls=32");
	}

	/** What every configuration sets (in a class of its own: an enum's constants cannot read its statics). */
	private static final class Common {
		static final List<String> SETTINGS = List.of("display_errors=stderr", "error_reporting=-1", "memory_limit=256M",
				"log_errors=0", "html_errors=0");
	}

	String id() {
		return id;
	}

	String description() {
		return description;
	}

	List<String> settings() {
		return settings;
	}

	/** php with this configuration's settings and nothing else (no php.ini), running the program's file. */
	cadmus.api.StandaloneCommand standalone(String binary) {
		var arguments = new ArrayList<String>();
		arguments.add("-n");
		for (String setting : settings) {
			arguments.add("-d");
			arguments.add(setting);
		}
		arguments.add(cadmus.api.StandaloneCommand.FILE);
		return new cadmus.api.StandaloneCommand(binary, arguments);
	}
}
