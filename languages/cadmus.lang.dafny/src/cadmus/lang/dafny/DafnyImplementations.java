package cadmus.lang.dafny;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;

import cadmus.api.Implementation;
import cadmus.api.ImplementationList;
import cadmus.api.ImplementationProvider;
import cadmus.api.Language;

/**
 * The Dafny implementations Cadmus knows: Debian's dafny 2.3 compiling to C#, JavaScript and Go (the default set,
 * judged against each other), each verifying on the verifier shared by all three; and the verifier alone, as a
 * persistent server and as a process per program (for benches and verification-only runs).
 */
@Component(service = ImplementationProvider.class, property = Language.ID_PROPERTY + "=" + DafnyLanguage.ID)
public final class DafnyImplementations extends ImplementationList {

	private final DafnyVerifier verifier;

	public DafnyImplementations() {
		this(new DafnyVerifier());
	}

	private DafnyImplementations(DafnyVerifier verifier) {
		super(DafnyLanguage.ID, all(verifier));
		this.verifier = verifier;
	}

	private static List<Implementation> all(DafnyVerifier verifier) {
		Path work = buildCaches();
		var all = new ArrayList<Implementation>();
		for (var backEnd : DafnyBackEnd.values()) {
			all.add(new DafnyBackEndImplementation(backEnd, verifier, work));
		}
		all.add(new DafnyVerifierImplementation(true));
		all.add(new DafnyVerifierImplementation(false));
		return all;
	}

	/**
	 * One directory per user for Go's build cache and the empty module path, made when a back end first runs: a
	 * temporary directory per activation was left behind by every run, Dafny's or not, and Go's cache is worth keeping
	 * between campaigns.
	 */
	private static Path buildCaches() {
		String xdg = System.getenv("XDG_CACHE_HOME");
		Path caches = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
		return caches.resolve("cadmus").resolve("dafny");
	}

	/** Stops the shared verifier's servers. */
	@Deactivate
	void deactivate() {
		verifier.close();
	}
}
