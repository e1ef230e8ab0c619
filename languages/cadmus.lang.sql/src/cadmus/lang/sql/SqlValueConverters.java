package cadmus.lang.sql;

import org.eclipse.xtext.common.services.DefaultTerminalConverters;
import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.ValueConverter;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.conversion.impl.AbstractNullSafeConverter;
import org.eclipse.xtext.nodemodel.INode;

import cadmus.syntax.AsWritten;

/**
 * Value converters of the SQL grammar's terminals: a string literal's value is its text between the quotes
 * with doubled quotes undone (SQL has no backslash escapes); names and decimals are kept as written.
 */
public class SqlValueConverters extends DefaultTerminalConverters {

	@ValueConverter(rule = "STRING")
	@Override
	public IValueConverter<String> STRING() {
		return SqlString.INSTANCE;
	}

	@ValueConverter(rule = "ID")
	@Override
	public IValueConverter<String> ID() {
		return AsWritten.INSTANCE;
	}

	@ValueConverter(rule = "DECIMAL")
	public IValueConverter<String> DECIMAL() {
		return AsWritten.INSTANCE;
	}

	/** 'it''s' ↔ it's. */
	static final class SqlString extends AbstractNullSafeConverter<String> {
		static final SqlString INSTANCE = new SqlString();

		@Override
		protected String internalToValue(String string, INode node) {
			if (string.length() < 2 || !string.startsWith("'") || !string.endsWith("'")) {
				throw new ValueConverterException("not a SQL string literal: " + string, node, null);
			}
			return string.substring(1, string.length() - 1).replace("''", "'");
		}

		@Override
		protected String internalToString(String value) {
			return "'" + value.replace("'", "''") + "'";
		}
	}
}
