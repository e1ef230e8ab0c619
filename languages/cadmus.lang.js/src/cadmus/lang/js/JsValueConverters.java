package cadmus.lang.js;

import cadmus.syntax.AsWrittenConverters;

/**
 * Value converters of the JavaScript grammar's terminals: every one is kept as written (strings and templates with
 * their quotes and escapes, regular expressions, names, numbers), so the renderer writes back exactly what was
 * parsed or generated.
 */
public class JsValueConverters extends AsWrittenConverters {

	public JsValueConverters() {
		super("STRING", "REGEX", "TEMPLATE", "TEMPLATE_HEAD", "TEMPLATE_MIDDLE", "TEMPLATE_TAIL", "ID", "NUMBER",
				"MemberName");
	}
}
