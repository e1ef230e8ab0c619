// Cadmus persistent driver for JavaScriptCore's shell (jsc): one jsc process runs many programs, each in a realm
// of its own, through the same shell-harness.js as a process per program (JsShellImplementation), so a program's
// outcome, output and error are the ones a fresh process gives.
//
// Why: jsc starts in 12 ms and a program runs in well under one; a realm costs a fraction of a millisecond.
//
// Usage: jsc [--useJIT=false] jsc-driver.js, in a directory holding shell-harness.js, where it writes program.js.
//
// Protocol: cadmus.exec.LineChannel's, one JSON text per line:
//   on start : a JSON string, the driver's name
//   request  : a JSON string, the program (ASCII, every other character escaped)
//   reply    : ["cadmus-reply", outcome, errorKind, stdout, stderr], outcome and kind as the harness says them
//              (OK with an empty kind and stderr when the program ended normally)
//   End of input ends the driver.
//
// Isolation: every program gets a new realm ($262.createRealm(): a global object with its own built-ins and
// prototypes, and the shell's functions, as a process has them), so nothing it does to globals reaches the next
// program. The harness and the host adapter are evaluated in that realm, from that realm's own functions, so it
// names errors by that realm's prototypes, and parses program.js with that realm's checkSyntax, exactly as in a
// fresh process. Promise jobs run after the program (drainMicrotasks), as jsc runs them when a script ends.
// Nothing of the program's realm reaches this one's globals: this file runs in a function of the first realm.
//
// Time and memory are the caller's: a program that runs too long or exhausts memory takes the process with it,
// and the caller starts a fresh one.
(function (main, writeLine, readLine, readTextFile, writeTextFile, drain, parseJson, stringify) {
	'use strict';
	var OUTPUT_CAP = 1048576; // characters kept of stdout per program
	var harnessSource = '(' + readTextFile('shell-harness.js') + ')';
	// The host adapter, made in the program's realm from its own shell functions: jsc's process-per-program host
	// (JsShells.JSC_HOST) with write, report and source from this driver.
	var hostSource = '(function (write, report, source) {\n'
		+ '	return {\n'
		+ '		global: this,\n'
		+ '		write: write,\n'
		+ '		source: source,\n'
		+ "		parse: (function (check) { return function (src) { check('program.js'); return src; }; })(checkSyntax),\n"
		+ '		run: (function (realm) { return function (src) { realm.evalScript(src); }; })($262),\n'
		+ '		report: report\n'
		+ '	};\n'
		+ '})';

	function run(source) {
		var out = '';
		var result = null;
		var write = function (s) {
			if (out.length < OUTPUT_CAP) {
				out += s + '\n';
				if (out.length > OUTPUT_CAP) out = out.slice(0, OUTPUT_CAP);
			}
		};
		var report = function (line, outcome, kind, message) { result = [outcome, kind, message]; };
		writeTextFile('program.js', source);
		var realm = main.createRealm();
		var harness = realm.evalScript(harnessSource);
		var host = realm.evalScript(hostSource);
		harness(host.call(realm.global, write, report, function () { return source; }));
		drain();
		return result === null ? ['cadmus-reply', 'OK', '', out, ''] : ['cadmus-reply', result[0], result[1], out, result[2]];
	}

	writeLine(stringify('cadmus jsc driver'));
	for (;;) {
		var line = readLine();
		if (line === null || line === undefined || line === '') break; // end of input: requests are never empty
		writeLine(stringify(run(parseJson(line))));
	}
})($262, print, readline, readFile, writeFile, drainMicrotasks, JSON.parse, JSON.stringify);
