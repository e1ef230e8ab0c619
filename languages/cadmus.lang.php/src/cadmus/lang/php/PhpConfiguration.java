package cadmus.lang.php;

import java.util.ArrayList;
import java.util.List;

/**
 * How PHP's interpreter is configured for a run: the settings given with {@code -d} (there is no php.ini). Every
 * configuration sends errors to stderr and limits memory alike; the opcache ones load the extension and enable it
 * for the CLI, the JIT ones give it a buffer and compile at the first call and loop iteration, so that short
 * generated programs run JIT-compiled code rather than only the interpreter.
 */
enum PhpConfiguration {
	PLAIN("plain", "the interpreter alone", List.of()),
	OPCACHE("opcache", "opcache without the JIT", List.of("zend_extension=opcache", "opcache.enable_cli=1",
			"opcache.jit_buffer_size=0")),
	JIT_TRACING("jit-tracing", "opcache with the tracing JIT, hot at once", List.of("zend_extension=opcache",
			"opcache.enable_cli=1", "opcache.jit_buffer_size=64M", "opcache.jit=tracing", "opcache.jit_hot_loop=1",
			"opcache.jit_hot_func=1", "opcache.jit_hot_return=1", "opcache.jit_hot_side_exit=1")),
	JIT_FUNCTION("jit-function", "opcache with the function JIT (1205: every function compiled on load)",
			List.of("zend_extension=opcache", "opcache.enable_cli=1", "opcache.jit_buffer_size=64M", "opcache.jit=1205"));

	private final String id;
	private final String description;
	private final List<String> settings;

	PhpConfiguration(String id, String description, List<String> own) {
		this.id = id;
		this.description = description;
		var all = new ArrayList<>(Common.SETTINGS);
		all.addAll(own);
		this.settings = List.copyOf(all);
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
}
