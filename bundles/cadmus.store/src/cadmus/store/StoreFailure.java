package cadmus.store;

/**
 * How a kind of store reports that a file cannot be made, opened or migrated: its own exception type (which the
 * command line maps to an input error), with a message that names the file and the cause.
 */
@FunctionalInterface
public interface StoreFailure {

	/** @param cause the failure underneath, or null when the message says it all */
	RuntimeException of(String message, Throwable cause);
}
