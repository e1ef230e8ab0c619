package cadmus.lang.js;

/**
 * The host adapters of the JavaScript shells ({@link JsShells}, {@link JsTodayShells}): each an object literal handed
 * to {@code shell-harness.js}, giving it what the engine offers to read, parse, run and report a program. Every
 * function the harness calls after the program ran is captured first: the program may replace the globals.
 */
final class JsShellHosts {

	/** jsc: reads files, parses without running (checkSyntax), runs real global scripts ($262.evalScript). */
	static final String JSC = """
			{
				global: this,
				write: print,
				source: function () { return readFile('program.js'); },
				parse: function (src) { checkSyntax('program.js'); return src; },
				run: (function (realm) { return function (src) { realm.evalScript(src); }; })($262),
				report: (function (printErr) { return function (line) { printErr(line); }; })(printErr)
			}""";
	/**
	 * gjs: reads files through GLib; nothing parses without running, so the Function constructor checks the
	 * syntax and indirect eval runs the program; its uncaught throw of the outcome line reaches stderr.
	 */
	static final String GJS = """
			{
				global: globalThis,
				write: print,
				source: function () {
					var bytes = imports.gi.GLib.file_get_contents('program.js')[1];
					return new TextDecoder('utf-8').decode(bytes);
				},
				parse: (function (F) { return function (src) { F(src); return src; }; })(Function),
				run: (function (indirectEval) { return function (src) { indirectEval(src); }; })(eval),
				report: function (line) { throw line; }
			}""";
	/**
	 * duk and hermes: no file reading at all, so the program comes embedded as a string literal, checked by the
	 * Function constructor and run by indirect eval (where var bindings can be deleted: hence delete-binding in
	 * their lacks). Duktape's running out of memory is a plain Error.
	 */
	static final String EMBEDDED = """
			{
				global: this,
				write: print,
				source: function () { return %SOURCE%; },
				parse: (function (F) { return function (src) { F(src); return src; }; })(Function),
				run: (function (indirectEval) { return function (src) { indirectEval(src); }; })(eval),
				thrown: (function (own) {
					return function (v) {
						var m = v !== null && typeof v === 'object' ? own(v, 'message') : null;
						return m && m.value === 'alloc failed'
							? ['OUT_OF_MEMORY', 'memory limit', 'Error: alloc failed'] : null;
					};
				})(Object.getOwnPropertyDescriptor),
				report: function (line) { throw line; }
			}""";
	/**
	 * mujs: read() and compile() (a script function, parsed and not run: real global-script semantics). It
	 * throws plain strings when out of stack or memory.
	 */
	static final String MUJS = """
			{
				global: this,
				write: print,
				source: (function (r) { return function () { return r('program.js'); }; })(read),
				parse: (function (c) { return function (src) { return c(src, 'program.js'); }; })(compile),
				run: (function (g, call) {
					return function (script) { call.call(script, g); };
				})(this, Function.prototype.call),
				thrown: function (v) {
					if (v === 'stack overflow' || v === 'exception stack overflow' || v === 'call stack overflow') {
						return ['RUNTIME_ERROR', 'RangeError', 'RangeError: ' + v + ' (a thrown string)'];
					}
					return v === 'out of memory' ? ['OUT_OF_MEMORY', 'memory limit', v] : null;
				},
				report: function (line) { throw line; }
			}""";

	/**
	 * qjs (QuickJS's own shell, with --std): reads files through std; nothing parses without running (evalScript's
	 * compile_only still runs a script), so the Function constructor checks the syntax and indirect eval runs the
	 * program (var bindings it makes can be deleted: hence delete-binding in its lacks); its uncaught throw of the
	 * outcome line reaches stderr.
	 */
	static final String QJS = """
			{
				global: globalThis,
				write: print,
				source: (function (load) { return function () { return load('program.js'); }; })(std.loadFile),
				parse: (function (F) { return function (src) { F(src); return src; }; })(Function),
				run: (function (indirectEval) { return function (src) { indirectEval(src); }; })(eval),
				report: function (line) { throw line; }
			}""";

	/**
	 * node: writes and reports synchronously through fs (a pipe write by process.stdout could still be pending at
	 * exit), parses with vm.Script, runs the script in the main realm.
	 */
	static final String NODE = """
			{
				global: globalThis,
				write: (function (fs) { return function (s) { fs.writeSync(1, s + '\\n'); }; })(require('fs')),
				source: function () { return require('fs').readFileSync('program.js', 'utf8'); },
				parse: (function (vm) {
					return function (src) { return new vm.Script(src, { filename: 'program.js' }); };
				})(require('vm')),
				run: function (script) { script.runInThisContext(); },
				report: (function (fs, exit) {
					return function (line) { fs.writeSync(2, line + '\\n'); exit(1); };
				})(require('fs'), process.exit.bind(process))
			}""";

	private JsShellHosts() {
	}
}
