// Cadmus harness for JavaScript shells (jsc, gjs, duk, mujs, hermes, QuickJS): runs one program in a fresh
// engine process and classifies its end exactly as node's driver.js does, in the program's own realm.
//
// Why a harness: a shell's own handling of an uncaught exception only prints a message (jsc even prints it on
// stdout), and a syntax error and a runtime error end it alike; the harness parses the program first, so a
// program that does not parse runs nothing, and names an uncaught value by the standard error prototypes
// captured here BEFORE the program runs, so a program cannot disguise its error by replacing TypeError.
//
// This file is one function expression, ES5 only (duk and mujs run it), called by the engine's host adapter
// (JsShellImplementation) with `host`:
//   host.global        the global object
//   host.write(s)      the engine's own print, captured: writes s and a newline to stdout
//   host.source()      the program text (read from program.js, or embedded in the harness for engines that
//                      cannot read files)
//   host.parse(src)    parses without running (throws the engine's SyntaxError); returns what host.run takes
//   host.run(parsed)   runs the program as a global script (or as close to it as the engine allows)
//   host.report(line, outcome, kind, message)
//                      hands the outcome line to the Java side (stderr, or an uncaught throw of the line); a
//                      persistent driver takes the three fields instead
//   host.thrown(v)     optional: an engine's own way of saying "out of stack" (mujs throws a string), as
//                      [outcome, kind, message], or null
// The outcome line is cadmus-outcome|OUTCOME|KIND|MESSAGE|cadmus-end, on stderr; a program that ends
// normally reports nothing (the process exits with status 0, which the Java side reads as OK).
(function (host) {
	'use strict';
	// Everything the harness uses after the program ran is captured now: the program may replace any of it.
	var S = String;
	var getPrototypeOf = Object.getPrototypeOf;
	var getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
	var bindCall = Function.prototype.call.bind(Function.prototype.bind, Function.prototype.call);
	var tagOf = bindCall(Object.prototype.toString);
	var indexOf = bindCall(String.prototype.indexOf);
	var write = host.write;
	var report = host.report;
	var thrown = host.thrown;
	var global = host.global;

	// print(...values): each value converted by the realm's String, joined by ' ', and a newline, as in node's
	// driver (a value whose toString throws makes print throw the program's own error).
	var print = function print() {
		var s = '';
		for (var i = 0; i < arguments.length; i++) {
			if (i > 0) s += ' ';
			s += S(arguments[i]);
		}
		write(s);
	};
	var existing = getOwnPropertyDescriptor(global, 'print');
	if (existing && !existing.configurable) {
		global.print = print; // gjs: its print is writable but not configurable (and stays enumerable)
	} else {
		Object.defineProperty(global, 'print', { value: print, writable: true, enumerable: false, configurable: true });
	}

	// The standard error prototypes, most derived first. InternalError (SpiderMonkey, QuickJS) is no standard
	// class: named only to tell running out of stack (a RangeError in V8) and memory from the engine's other
	// limits, which are plain Error.
	var names = ['TypeError', 'RangeError', 'ReferenceError', 'SyntaxError', 'EvalError', 'URIError',
		'AggregateError', 'InternalError', 'Error'];
	var prototypes = [];
	for (var j = 0; j < names.length; j++) {
		if (typeof global[names[j]] === 'function') prototypes.push([names[j], global[names[j]].prototype]);
	}

	// An Error object, as node's util.types.isNativeError says (its [[ErrorData]], seen through the built-in tag).
	function isError(v) {
		try {
			return v !== null && typeof v === 'object' && tagOf(v) === '[object Error]';
		} catch (e) {
			return false;
		}
	}

	// The nearest standard error prototype on the chain; plain Error for any other Error object.
	function standardName(v) {
		try {
			var p = v;
			for (var depth = 0; p !== null && depth < 10000; depth++) {
				for (var i = 0; i < prototypes.length; i++) {
					if (prototypes[i][1] === p) return prototypes[i][0];
				}
				p = getPrototypeOf(p);
			}
		} catch (e) {
			// A proxy's trap threw: node stops at proxies too.
		}
		return 'Error';
	}

	// An own data property's string value, without running getters.
	function ownMessage(v) {
		try {
			var d = getOwnPropertyDescriptor(v, 'message');
			return d && typeof d.value === 'string' ? d.value : '';
		} catch (e) {
			return '';
		}
	}

	function stackMessage(m) {
		return indexOf(m, 'recursion') >= 0 || indexOf(m, 'stack overflow') >= 0 || indexOf(m, 'call stack') >= 0;
	}

	// [outcome, kind, message] of an uncaught value.
	function describe(v) {
		var special = thrown ? thrown(v) : null;
		if (special) return special;
		if (isError(v)) {
			var name = standardName(v);
			var message = ownMessage(v);
			if (name === 'InternalError' && stackMessage(message)) {
				return ['RUNTIME_ERROR', 'RangeError', 'RangeError: ' + message + ' (InternalError)'];
			}
			if (name === 'InternalError' && indexOf(message, 'out of memory') >= 0) {
				return ['OUT_OF_MEMORY', 'memory limit', 'InternalError: ' + message];
			}
			if (name === 'InternalError') {
				// Another limit of the engine ("allocation size overflow", "string too long"; V8 throws a RangeError
				// there): an Error object of no standard class, so plain Error, as node's driver names those.
				return ['RUNTIME_ERROR', 'Error', 'InternalError: ' + message];
			}
			return ['RUNTIME_ERROR', name, name + ': ' + message];
		}
		var type = typeof v;
		var primitive = v === null || (type !== 'object' && type !== 'function');
		return ['RUNTIME_ERROR', 'throw ' + type, 'Uncaught ' + type + (primitive ? ': ' + S(v) : '')];
	}

	var result = null;
	var parsed;
	var source = host.source();
	try {
		parsed = host.parse(source);
	} catch (e) {
		// A SyntaxError of the parser is the program's; anything else (a parser out of stack on deep nesting) is
		// an uncaught error, as node reports it.
		result = isError(e) && standardName(e) === 'SyntaxError'
			? ['SYNTAX_ERROR', 'SyntaxError', 'SyntaxError: ' + ownMessage(e)] : describe(e);
	}
	if (result === null) {
		try {
			host.run(parsed);
		} catch (e) {
			result = describe(e);
		}
	}
	if (result !== null) {
		report('cadmus-outcome|' + result[0] + '|' + result[1] + '|' + result[2] + '|cadmus-end', result[0], result[1],
			result[2]);
	}
})
