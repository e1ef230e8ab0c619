package cadmus.lang.js;

import java.util.Set;
import java.util.function.Predicate;

import cadmus.api.ChildTyping;
import cadmus.lang.js.js.JsPackage;

/**
 * The JavaScript features an implementation may lack ({@link cadmus.api.Implementation#lacks()}) and generation
 * then avoids ({@link JsLanguage#rules(String, Set)}): each name stands for a construct a small program showed
 * an engine to reject or to run differently from the standard. Measured, not read from release notes.
 */
public final class JsFeatures {

	/** let and const declarations (without them, the ES5 form writes var: see {@link JsEs5Form}). */
	public static final String LET_CONST = "let-const";
	/** Arrow functions (without them, the ES5 form writes function expressions). */
	public static final String ARROW = "arrow";
	public static final String CLASS = "class";
	public static final String FOR_OF = "for-of";
	/** {@code for (const x of a)} and {@code for (const k in o)}: Rhino 1.9.1 rejects both. */
	public static final String FOR_CONST_OF = "for-const-of";
	/** Closures over a {@code for (let ...)} variable see that iteration's value; Rhino 1.9.1 shares one binding. */
	public static final String FOR_LET_CLOSURE = "for-let-closure";
	public static final String TEMPLATE = "template";
	/**
	 * A '/' inside a template literal's substitution, a division or a regular expression (Nashorn rejects
	 * {@code `${x / 2}`}).
	 */
	public static final String TEMPLATE_DIVISION = "template-division";
	public static final String DESTRUCTURING = "destructuring";
	public static final String DEFAULT_PARAMS = "default-params";
	public static final String REST_PARAMS = "rest-params";
	/** Spread in array literals. */
	public static final String SPREAD = "spread";
	/** Spread in argument lists. */
	public static final String CALL_SPREAD = "call-spread";
	/** The ** operator. */
	public static final String EXPONENT = "exponent";
	public static final String SHORTHAND_PROPERTIES = "shorthand-properties";
	public static final String COMPUTED_KEYS = "computed-keys";
	/** get and set in object literals (ES5). */
	public static final String OBJECT_ACCESSORS = "object-accessors";
	/** startsWith, endsWith and includes of strings. */
	public static final String ES2015_STRING_METHODS = "es2015-string-methods";
	/**
	 * Math's exact functions of ES2015: imul, clz32, trunc, sign and fround (Nashorn 15.7 has none of them, Duktape
	 * 2.7 all but fround).
	 */
	public static final String ES2015_MATH = "es2015-math";
	/**
	 * Int32Array, Float64Array, Float32Array and Uint8ClampedArray, made from an array (Nashorn 15.7's have no
	 * BYTES_PER_ELEMENT, which the prelude's show tells them by, and its Uint8ClampedArray rounds 1.5 to 1, not 2).
	 */
	public static final String TYPED_ARRAYS = "typed-arrays";
	public static final String LABELS = "labels";
	/** Sloppy-mode {@code with}. */
	public static final String WITH = "with";
	public static final String SYMBOL = "symbol";
	public static final String GENERATORS = "generators";
	/**
	 * delete of a declared binding answers false (Nashorn answers true for a top-level let, Rhino deletes a let
	 * of a block; shells that run the program by indirect eval make its var bindings deletable).
	 */
	public static final String DELETE_BINDING = "delete-binding";
	/** delete of a value that is no reference answers true (MuJS rejects it as a syntax error). */
	public static final String DELETE_VALUE = "delete-value";
	/**
	 * delete of a conditional expression answers true and deletes nothing (Nashorn and Rhino fold a constant
	 * condition first and delete the chosen branch: findings/nashorn-delete-folded-conditional.js).
	 */
	public static final String DELETE_CONDITIONAL = "delete-conditional";
	/**
	 * A regular expression's group whose alternative starts with ^ (JavaScriptCore fails the whole match away from the
	 * input's start when such a group may match nothing: findings/jsc-optional-group-starting-with-caret.js).
	 */
	public static final String GROUP_ANCHOR = "group-anchor";
	/**
	 * A switch case's test that writes a variable (JavaScriptCore compares the later cases with a local discriminant
	 * variable's new value, not the value the switch evaluated: findings/jsc-switch-case-assigns-discriminant-variable.js,
	 * WebKit bug 323203).
	 */
	public static final String CASE_TEST_WRITE = "case-test-write";
	/** What JavaScriptCore (WebKitGTK 2.50 and 2.52) answers wrongly. */
	public static final Set<String> JSC = Set.of(GROUP_ANCHOR, CASE_TEST_WRITE);
	/** A postfix update as the left operand of a binary operator (MuJS lexes {@code x-- / 6} as a regular expression). */
	public static final String POSTFIX_OPERAND = "postfix-operand";

	/** What Mozilla Rhino 1.9.1 lacks (measured with one small program per feature against node). */
	public static final Set<String> RHINO = Set.of(CLASS, CALL_SPREAD, FOR_CONST_OF, FOR_LET_CLOSURE, REST_PARAMS,
			DELETE_BINDING, DELETE_CONDITIONAL);
	/** What OpenJDK Nashorn 15.7 in ES6 mode lacks: it fails on these with a RuntimeException or SyntaxError. */
	public static final Set<String> NASHORN = Set.of(CLASS, CALL_SPREAD, DESTRUCTURING, ES2015_STRING_METHODS,
			ES2015_MATH, TYPED_ARRAYS, EXPONENT, GENERATORS, REST_PARAMS, SPREAD, DELETE_BINDING, DELETE_CONDITIONAL, TEMPLATE_DIVISION);
	/** What an ECMAScript 5.1 engine lacks. */
	public static final Set<String> ES5 = Set.of(LET_CONST, ARROW, CLASS, FOR_OF, FOR_CONST_OF, FOR_LET_CLOSURE,
			TEMPLATE, DESTRUCTURING, DEFAULT_PARAMS, REST_PARAMS, SPREAD, CALL_SPREAD, EXPONENT, SHORTHAND_PROPERTIES,
			COMPUTED_KEYS, ES2015_STRING_METHODS, ES2015_MATH, TYPED_ARRAYS, SYMBOL, GENERATORS);

	private JsFeatures() {
	}

	/** Whether a '/' may be written where {@code t} types: not in a template's substitution unless the engines allow it. */
	static boolean allowsDivision(Predicate<String> allows, ChildTyping t) {
		return allows.test(TEMPLATE_DIVISION)
				|| !t.ancestors().contains(JsPackage.Literals.SUBSTITUTION_TEMPLATE);
	}
}
