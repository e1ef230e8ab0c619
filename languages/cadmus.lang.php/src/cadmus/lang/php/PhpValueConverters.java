package cadmus.lang.php;

import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.ValueConverter;
import org.eclipse.xtext.conversion.impl.AbstractNullSafeConverter;
import org.eclipse.xtext.nodemodel.INode;

import cadmus.syntax.AsWrittenConverters;

/**
 * Value converters of the PHP grammar's terminals: numbers, strings (with their quotes and escapes, and the parts
 * of an interpolated string) and names are kept as written, so the renderer writes back exactly what was parsed
 * or generated; a variable's name is held without its '$'.
 */
public class PhpValueConverters extends AsWrittenConverters {

	public PhpValueConverters() {
		super("STRING", "STRING_OPEN", "STRING_TEXT", "STRING_CLOSE", "INLINE_HTML", "ID", "INT", "FLOAT");
	}

	@ValueConverter(rule = "VARNAME")
	public IValueConverter<String> VARNAME() {
		return VariableName.INSTANCE;
	}

	/** $name in the text, name in the tree. */
	private static final class VariableName extends AbstractNullSafeConverter<String> {
		static final VariableName INSTANCE = new VariableName();

		@Override
		protected String internalToValue(String string, INode node) {
			return string.substring(1);
		}

		@Override
		protected String internalToString(String value) {
			return "$" + value;
		}
	}
}
