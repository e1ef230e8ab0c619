package cadmus.lang.js.engines;

/**
 * The JavaScript that runs first in every fresh realm of the engines hosted in a worker JVM, as in node's
 * driver, so that every engine prints and names errors alike: bootstrap.js, and the classifier below.
 */
final class JsBootstrap {

	/** {@code function (sink, global)}: bootstrap.js of this bundle (shared with node's driver; it says what). */
	static final String SOURCE = resource("/cadmus/lang/js/bootstrap.js");

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

	private static String resource(String name) {
		return cadmus.exec.BundleResources.text(JsBootstrap.class, name);
	}
}
