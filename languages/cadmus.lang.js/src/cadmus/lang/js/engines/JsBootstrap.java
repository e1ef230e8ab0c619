package cadmus.lang.js.engines;

/**
 * The JavaScript that runs first in every fresh realm of the engines hosted in a worker JVM, as driver.js's
 * bootstrap does in node, so that every engine prints and names errors alike.
 */
final class JsBootstrap {

	/**
	 * {@code function (sink, global)}: defines {@code print(...values)} in the program's own realm (values
	 * converted by the realm's String, captured before the program can replace it, joined by ' ', and a newline,
	 * handed to the host's {@code sink} as one string); returns the realm's standard error prototypes as
	 * [name, prototype] pairs, most derived first.
	 */
	static final String SOURCE = """
			(function (sink, global) {
				'use strict';
				var S = String;
				Object.defineProperty(global, 'print', {
					value: function print() {
						var s = '';
						for (var i = 0; i < arguments.length; i++) {
							if (i > 0) s += ' ';
							s += S(arguments[i]);
						}
						sink(s + '\\n');
					},
					writable: true, enumerable: false, configurable: true
				});
				var names = ['TypeError', 'RangeError', 'ReferenceError', 'SyntaxError', 'EvalError', 'URIError',
					'AggregateError', 'Error'];
				var prototypes = [];
				for (var j = 0; j < names.length; j++) {
					if (typeof global[names[j]] === 'function') prototypes.push([names[j], global[names[j]].prototype]);
				}
				return prototypes;
			})
			""";

	/**
	 * {@code function (prototypes)}, given what {@link #SOURCE} returned and run before the program: a function
	 * that names a thrown value's kind (see {@link JsErrors}) by walking its prototype chain with the realm's
	 * own Object.getPrototypeOf, captured before the program could replace it.
	 */
	static final String CLASSIFIER = """
			(function (prototypes) {
				'use strict';
				var getPrototypeOf = Object.getPrototypeOf;
				return function (v) {
					if ((typeof v === 'object' && v !== null) || typeof v === 'function') {
						var p = getPrototypeOf(v);
						for (var depth = 0; p !== null && depth < 10000; depth++) {
							for (var i = 0; i < prototypes.length; i++) {
								if (prototypes[i][1] === p) return prototypes[i][0];
							}
							p = getPrototypeOf(p);
						}
					}
					return 'throw ' + typeof v;
				};
			})
			""";

	private JsBootstrap() {
	}
}
