package cadmus.api;

import java.util.List;

/**
 * A language bundle's implementations, fixed when its component is made: what each bundle's provider is, so that it
 * says which implementations it has and nothing else.
 */
public abstract class ImplementationList implements ImplementationProvider {

	private final String languageId;
	private final List<Implementation> implementations;

	protected ImplementationList(String languageId, List<Implementation> implementations) {
		this.languageId = languageId;
		this.implementations = List.copyOf(implementations);
	}

	@Override
	public final String languageId() {
		return languageId;
	}

	@Override
	public final List<Implementation> implementations() {
		return implementations;
	}
}
