package cadmus.lang.php;

import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.ValueConverter;
import org.eclipse.xtext.conversion.impl.AbstractDeclarativeValueConverterService;
import org.eclipse.xtext.conversion.impl.AbstractNullSafeConverter;
import org.eclipse.xtext.nodemodel.INode;

import cadmus.syntax.AsWritten;

/**
 * Value converters of the PHP grammar's terminals: numbers, strings (with their quotes and escapes, and the parts
 * of an interpolated string) and names are kept as written, so the renderer writes back exactly what was parsed
 * or generated; a variable's name is held without its '$'.
 */
public class PhpValueConverters extends AbstractDeclarativeValueConverterService {

	@ValueConverter(rule = "STRING")
	public IValueConverter<String> STRING() {
		return AsWritten.INSTANCE;
	}

	@ValueConverter(rule = "STRING_OPEN")
	public IValueConverter<String> STRING_OPEN() {
		return AsWritten.INSTANCE;
	}

	@ValueConverter(rule = "STRING_TEXT")
	public IValueConverter<String> STRING_TEXT() {
		return AsWritten.INSTANCE;
	}

	@ValueConverter(rule = "STRING_CLOSE")
	public IValueConverter<String> STRING_CLOSE() {
		return AsWritten.INSTANCE;
	}

	@ValueConverter(rule = "INLINE_HTML")
	public IValueConverter<String> INLINE_HTML() {
		return AsWritten.INSTANCE;
	}

	@ValueConverter(rule = "ID")
	public IValueConverter<String> ID() {
		return AsWritten.INSTANCE;
	}

	@ValueConverter(rule = "INT")
	public IValueConverter<String> INT() {
		return AsWritten.INSTANCE;
	}

	@ValueConverter(rule = "FLOAT")
	public IValueConverter<String> FLOAT() {
		return AsWritten.INSTANCE;
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
