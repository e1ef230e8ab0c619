package cadmus.exec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import cadmus.api.ExecutionLimits;

/**
 * A Debian release unpacked by releng/install-engines (debootstrap) into a folder of the {@link EngineFolder}, so
 * that today's engines (Debian 13's PHP 8.4, Lua 5.4.7, LuaJIT 2.1 of 2025, SpiderMonkey 128, JavaScriptCore 2.52)
 * run beside the machine's own release without mixing the two: installing them into the machine's Debian would
 * replace its libraries. Its binaries run inside it, each in user and mount namespaces of its own in which the root
 * is its file system, with the machine's /proc ({@code unshare --map-root-user --mount}, then {@code unshare --root}):
 * no privileges are needed where the kernel allows user namespaces (Debian's does), and the machine's mounts are
 * left alone. Runs write their files into scratch directories under the
 * root's /tmp (world-writable, like any /tmp), and their commands name those files as the root sees them.
 *
 * @param folder  the root's folder in the engine folder
 * @param tag     what its implementations' ids end in, after a hyphen
 * @param release the Debian release it holds, for people
 */
public record EngineRoot(String folder, String tag, String release) implements EnginePlace {

	/** Debian 13 (trixie): made by releng/install-engines. */
	public static final EngineRoot DEBIAN_13 = new EngineRoot("debian-13", "debian13", "Debian 13 (trixie)");

	/**
	 * Run by the host's sh in the new user and mount namespaces, before entering the root: the machine's /proc bound
	 * onto the root's (JavaScriptCore finds its stack in /proc/self/maps and aborts without it; nothing of it is
	 * written), then the root entered with the working directory as the root sees it, each step exec'ing the next, so
	 * the process started is the engine itself, as for an engine of the machine. Arguments: the root, the working
	 * directory inside it, the command.
	 */
	private static final String ENTER = "root=$1 wd=$2; shift 2; mount --bind /proc \"$root/proc\" && exec unshare --root=\"$root\" --wd=\"$wd\" -- \"$@\"";
	/** The folders a binary is looked for in, as the root sees them. */
	private static final List<String> BINARY_FOLDERS = List.of("/usr/bin", "/bin");
	/** Whether this machine lets an unprivileged process enter a root, asked once per root folder. */
	private static final ConcurrentMap<Path, Optional<String>> REFUSALS = new ConcurrentHashMap<>();

	/** The root's folder on this machine. */
	public Path path() {
		return EngineFolder.root().resolve(folder);
	}

	/** How a package missing from the root is installed: the script that makes the root installs them all. */
	public String installCommand(String debianPackage) {
		return "releng/install-engines (" + debianPackage + " into " + release + "'s root, " + path() + ")";
	}

	@Override
	public Optional<String> binary(String name) {
		for (String folder : BINARY_FOLDERS) {
			Path candidate = path().resolve(folder.substring(1)).resolve(name);
			if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
				return refusal().isPresent() ? Optional.empty() : Optional.of(folder + "/" + name);
			}
		}
		return Optional.empty();
	}

	@Override
	public String missing(String name) {
		if (!Files.isDirectory(path().resolve("usr/bin"))) {
			return "no " + release + " root at " + path() + " (releng/install-engines makes it)";
		}
		return refusal().orElse(name + " is not in " + release + "'s root at " + path()
				+ " (releng/install-engines installs it there)");
	}

	@Override
	public ScratchDirectory scratch(String prefix) {
		return new ScratchDirectory(path().resolve("tmp"), prefix);
	}

	@Override
	public List<String> command(List<String> command, Path dir) {
		var result = new ArrayList<String>(List.of("unshare", "--map-root-user", "--mount", "--", "sh", "-c", ENTER, "sh",
				path().toString(), inside(dir.toString())));
		command.forEach(argument -> result.add(inside(argument)));
		return result;
	}

	@Override
	public String asSeen(Path path) {
		return inside(path.toString());
	}

	@Override
	public Path onHost(Path path) {
		return path().resolve(path.toString().substring(1));
	}

	@Override
	public String describe() {
		return release;
	}

	@Override
	public String idSuffix() {
		return "-" + tag;
	}

	/** An argument as the root sees it: a path below the root without the root's folder, anything else as it is. */
	private String inside(String argument) {
		String root = path().toString();
		return argument.startsWith(root + "/") ? argument.substring(root.length()) : argument;
	}

	/** Why this machine does not let Cadmus enter the root, if it does not. */
	private Optional<String> refusal() {
		return REFUSALS.computeIfAbsent(path(), root -> {
			try {
				var result = run(List.of("/bin/true"), new ExecutionLimits(Duration.ofSeconds(10), 4096));
				return result.exitCode() == 0 ? Optional.empty()
						: Optional.of("this machine does not let Cadmus enter " + release + "'s root at " + root
								+ " (unshare --map-root-user --mount, then --root, fails: user namespaces not allowed?): "
								+ result.stderr().strip());
			} catch (IOException | RuntimeException e) {
				return Optional.of("cannot enter " + release + "'s root at " + root + ": " + e.getMessage());
			}
		});
	}
}
