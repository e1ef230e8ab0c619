package cadmus.lang.dafny;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;

import cadmus.api.Implementation;
import cadmus.api.ImplementationProvider;
import cadmus.api.Language;

/**
 * The Dafny implementations Cadmus knows: Debian's dafny 2.3 compiling to C#, JavaScript and Go (the default set,
 * judged against each other), each verifying on the verifier shared by all three; and the verifier alone, as a
 * persistent server and as a process per program (for benches and verification-only runs).
 */
@Component(service = ImplementationProvider.class, property = Language.ID_PROPERTY + "=" + DafnyLanguage.ID)
public final class DafnyImplementations implements ImplementationProvider {

	private final DafnyVerifier verifier = new DafnyVerifier();
	private final List<Implementation> implementations;

	public DafnyImplementations() {
		Path work;
		try {
			work = Files.createTempDirectory("cadmus-dafny-work");
		} catch (IOException e) {
			throw new UncheckedIOException("cannot make a directory for Dafny's build caches", e);
		}
		var all = new ArrayList<Implementation>();
		for (var backEnd : DafnyBackEnd.values()) {
			all.add(new DafnyBackEndImplementation(backEnd, verifier, work));
		}
		all.add(new DafnyVerifierImplementation(true));
		all.add(new DafnyVerifierImplementation(false));
		implementations = List.copyOf(all);
	}

	@Override
	public String languageId() {
		return DafnyLanguage.ID;
	}

	@Override
	public List<Implementation> implementations() {
		return implementations;
	}

	/** Stops the shared verifier's servers. */
	@Deactivate
	void deactivate() {
		verifier.close();
	}
}
