package cadmus.lang.js;

import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.ValueConverter;
import org.eclipse.xtext.conversion.impl.AbstractDeclarativeValueConverterService;

import cadmus.syntax.AsWritten;

/**
 * Value converters of the JavaScript grammar's terminals: every token is kept as written (strings, templates and
 * regular expressions with their delimiters, escapes and flags), so the renderer writes back exactly what was parsed or generated.
 */
public class JsValueConverters extends AbstractDeclarativeValueConverterService {

	@ValueConverter(rule = "STRING")
	public IValueConverter<String> STRING() {
		return AsWritten.INSTANCE;
	}

	@ValueConverter(rule = "REGEX")
	public IValueConverter<String> REGEX() {
		return AsWritten.INSTANCE;
	}

	@ValueConverter(rule = "TEMPLATE")
	public IValueConverter<String> TEMPLATE() {
		return AsWritten.INSTANCE;
	}

	@ValueConverter(rule = "TEMPLATE_HEAD")
	public IValueConverter<String> TEMPLATE_HEAD() {
		return AsWritten.INSTANCE;
	}

	@ValueConverter(rule = "TEMPLATE_MIDDLE")
	public IValueConverter<String> TEMPLATE_MIDDLE() {
		return AsWritten.INSTANCE;
	}

	@ValueConverter(rule = "TEMPLATE_TAIL")
	public IValueConverter<String> TEMPLATE_TAIL() {
		return AsWritten.INSTANCE;
	}

	@ValueConverter(rule = "ID")
	public IValueConverter<String> ID() {
		return AsWritten.INSTANCE;
	}

	@ValueConverter(rule = "NUMBER")
	public IValueConverter<String> NUMBER() {
		return AsWritten.INSTANCE;
	}

	@ValueConverter(rule = "MemberName")
	public IValueConverter<String> MemberName() {
		return AsWritten.INSTANCE;
	}
}
