package cadmus.lang.lua;

import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.ValueConverter;

import com.google.inject.Inject;

import cadmus.syntax.AsWrittenConverters;

/** Value converters of the Lua grammar's terminals: names and numbers are kept as written, strings unescaped. */
public class LuaValueConverters extends AsWrittenConverters {

	@Inject
	private LuaStringConverter stringConverter;

	public LuaValueConverters() {
		super("ID", "NUMBER");
	}

	@ValueConverter(rule = "STRING")
	public IValueConverter<String> STRING() {
		return stringConverter;
	}
}
