package cadmus.syntax;

import org.eclipse.xtext.conversion.impl.AbstractNullSafeConverter;
import org.eclipse.xtext.nodemodel.INode;

/**
 * The value converter of a terminal whose value is its token text, unchanged both ways: identifiers and numbers
 * that Cadmus keeps as written, so that a parsed program renders back to the same text.
 */
public final class AsWritten extends AbstractNullSafeConverter<String> {

	/** Stateless, so one serves every rule of every language. */
	public static final AsWritten INSTANCE = new AsWritten();

	private AsWritten() {
	}

	@Override
	protected String internalToValue(String string, INode node) {
		return string;
	}

	@Override
	protected String internalToString(String value) {
		return value;
	}
}
