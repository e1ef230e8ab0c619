// Cadmus bootstrap: runs first in every fresh realm, before the program, in node's driver (driver.js) and in
// the engines hosted in worker JVMs (engines/JsBootstrap.java), so that every engine prints and names errors
// alike. One function expression, ES5, called with the host's sink (takes one string) and the realm's global:
// defines print(...values) in the program's own realm (its errors, say from a value's throwing toString, are
// the program's own), each value converted by the realm's String captured before the program can replace it,
// joined by ' ', and a newline; removes console (engines differ in having one); returns the realm's standard
// error prototypes as [name, prototype] pairs, most derived first, by which the host names an uncaught error.
(function (sink, global) {
	'use strict';
	var S = String;
	delete global.console;
	Object.defineProperty(global, 'print', {
		value: function print() {
			var s = '';
			for (var i = 0; i < arguments.length; i++) {
				if (i > 0) s += ' ';
				s += S(arguments[i]);
			}
			sink(s + '\n');
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
