package cadmus.lang.lua;

import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.ValueConverter;
import org.eclipse.xtext.conversion.impl.AbstractDeclarativeValueConverterService;

import com.google.inject.Inject;

import cadmus.syntax.AsWritten;

/** Value converters of the Lua grammar's terminals: names and numbers are kept as written, strings unescaped. */
public class LuaValueConverters extends AbstractDeclarativeValueConverterService {

	@Inject
	private LuaStringConverter stringConverter;

	@ValueConverter(rule = "STRING")
	public IValueConverter<String> STRING() {
		return stringConverter;
	}

	@ValueConverter(rule = "ID")
	public IValueConverter<String> ID() {
		return AsWritten.INSTANCE;
	}

	@ValueConverter(rule = "NUMBER")
	public IValueConverter<String> NUMBER() {
		return AsWritten.INSTANCE;
	}
}
