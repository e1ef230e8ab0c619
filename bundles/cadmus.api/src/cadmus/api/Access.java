package cadmus.api;

/** How a reference uses the binding it names. */
public enum Access {
	READ, WRITE
}
