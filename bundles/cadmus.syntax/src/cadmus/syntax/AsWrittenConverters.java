package cadmus.syntax;

import java.util.Set;

import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.impl.AbstractDeclarativeValueConverterService;

/**
 * A grammar's value converters where the rules it names keep their token text as written ({@link AsWritten}):
 * names, numbers, string and template pieces that a renderer writes back unchanged, so a parsed program renders to
 * the same text. A language lists those rules once instead of a converter method each; its other rules are
 * converted by its own {@code @ValueConverter} methods or Xtext's defaults.
 */
public abstract class AsWrittenConverters extends AbstractDeclarativeValueConverterService {

	private final Set<String> asWritten;

	/** @param rules the grammar's rules (terminals, data type rules) whose values are their text */
	protected AsWrittenConverters(String... rules) {
		this.asWritten = Set.of(rules);
	}

	@Override
	@SuppressWarnings({ "unchecked", "rawtypes" })
	public IValueConverter<Object> getConverter(String lexerRule) {
		return asWritten.contains(lexerRule) ? (IValueConverter) AsWritten.INSTANCE : super.getConverter(lexerRule);
	}
}
