package cadmus.api;

/**
 * A proposal to complete program text at a position: what to insert, in place of the {@code prefix} already typed
 * before the position.
 *
 * @param kind what the proposal is, as the language's parser says ("keyword", a reference's kind, ...)
 */
public record Completion(String proposal, String prefix, String kind) {

	public Completion {
		java.util.Objects.requireNonNull(proposal, "proposal");
		prefix = prefix == null ? "" : prefix;
		kind = kind == null ? "" : kind;
	}
}
