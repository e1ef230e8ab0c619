package cadmus.api;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * How a maintainer runs a program on an implementation with the engine alone — no Cadmus, no driver around it — as
 * an upstream report gives it: the engine's binary as installed (its name, not where Cadmus found it), the arguments
 * that select the implementation's configuration and tier, the program's file among them, and what must precede
 * the program in that file for the engine alone to run it as Cadmus does (a print function a shell lacks; usually
 * nothing).
 *
 * @param binary    the binary's name, as a maintainer's shell finds it ({@code php8.4}, {@code luajit})
 * @param arguments the arguments, {@link #FILE} standing for the program's file
 * @param preamble  the text written before the program in its file; empty for most engines
 */
public record StandaloneCommand(String binary, List<String> arguments, String preamble) {

	/** Where the program's file goes among the arguments. */
	public static final String FILE = "{file}";
	private static final Pattern PLAIN_WORD = Pattern.compile("[A-Za-z0-9_./:=,+@%-]+");

	public StandaloneCommand {
		arguments = List.copyOf(arguments);
		if (arguments.stream().noneMatch(a -> a.contains(FILE))) {
			throw new IllegalArgumentException("the arguments of " + binary + " do not name the program's file " + FILE);
		}
	}

	/** A command whose program file needs nothing before the program. */
	public StandaloneCommand(String binary, List<String> arguments) {
		this(binary, arguments, "");
	}

	/** The command's words for a program in {@code file}, the binary given as {@code binaryPath}. */
	public List<String> words(String binaryPath, String file) {
		var words = new ArrayList<String>();
		words.add(binaryPath);
		for (String a : arguments) {
			words.add(a.replace(FILE, file));
		}
		return words;
	}

	/** The command as a maintainer types it in a POSIX shell: each word quoted where the shell would split it. */
	public String shown(String file) {
		var line = new StringBuilder();
		for (String word : words(binary, file)) {
			if (line.length() > 0) {
				line.append(' ');
			}
			line.append(PLAIN_WORD.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'");
		}
		return line.toString();
	}

	/**
	 * The arguments a shorter command may leave out, as positions into {@link #arguments()}, each unit one option: a
	 * long option ({@code --jitless}, {@code --useJIT=false}) or a one-letter option whose value is a
	 * {@code name=value} setting ({@code -d opcache.jit=1205}). Other short flags ({@code -n}, {@code -joff}, an
	 * {@code -e} statement) stay: they choose what configuration a maintainer's own installation reads.
	 */
	public List<int[]> optionalUnits() {
		var units = new ArrayList<int[]>();
		for (int i = 0; i < arguments.size(); i++) {
			String a = arguments.get(i);
			if (a.contains(FILE)) {
				continue;
			}
			if (a.matches("-[A-Za-z]") && i + 1 < arguments.size() && arguments.get(i + 1).contains("=")
					&& !arguments.get(i + 1).contains(FILE)) {
				units.add(new int[] { i, i + 1 });
				i++;
			} else if (a.startsWith("--")) {
				units.add(new int[] { i });
			}
		}
		return units;
	}

	/** The same command without the arguments at these positions. */
	public StandaloneCommand without(java.util.Set<Integer> positions) {
		var kept = new ArrayList<String>();
		for (int i = 0; i < arguments.size(); i++) {
			if (!positions.contains(i)) {
				kept.add(arguments.get(i));
			}
		}
		return new StandaloneCommand(binary, kept, preamble);
	}

	/** The program's file as the engine alone reads it: the preamble, then the program. */
	public String fileText(String programText) {
		return preamble + programText;
	}
}
