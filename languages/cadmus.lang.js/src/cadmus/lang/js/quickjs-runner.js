// Cadmus runner for QuickJS compiled to WebAssembly (npm quickjs-emscripten), run by node: one program per
// process, in a fresh QuickJS runtime and context, classified by shell-harness.js running inside QuickJS.
//
// Why node: quickjs-emscripten is QuickJS (Bellard's, pinned by the package) built to WASM with a JavaScript
// API; no Debian package ships a QuickJS binary. Node only hosts it: the program never sees node.
//
// Usage: node --stack-size=4500 --disable-wasm-trap-handler --liftoff-only --wasm-lazy-compilation \
//             quickjs-runner.js MODULES HARNESS PROGRAM MEMORY_BYTES
//        node quickjs-runner.js MODULES --version
//   MODULES       the node_modules directory holding quickjs-emscripten (npm root -g for a global install)
//   HARNESS       shell-harness.js; PROGRAM the program file; MEMORY_BYTES QuickJS's own heap limit
// Output: the program's print lines on stdout; the harness's outcome line on stderr (see shell-harness.js);
// status 0 when the harness ran to its end, 1 for a failure of this runner or of the WASM module (a crash).

'use strict';

const fs = require('fs');
const path = require('path');

const modules = process.argv[2];
const PACKAGE = 'quickjs-emscripten';
const VARIANT = '@jitl/quickjs-wasmfile-release-sync';
const QUICKJS_STACK_BYTES = 768 * 1024;
const STACK_OVERFLOW = 'cadmus-outcome|RUNTIME_ERROR|RangeError|RangeError: Maximum call stack size exceeded '
	+ '(V8 under QuickJS)|cadmus-end';

function resolve(name, from) {
	return require.resolve(name, { paths: [from] });
}

// "QuickJS 2025-09-13 (quickjs-emscripten 0.32.0)": the QuickJS release is only in the variant's README.
function version() {
	const main = resolve(PACKAGE + '/package.json', modules);
	const own = JSON.parse(fs.readFileSync(main, 'utf8')).version;
	let release = 'unknown release';
	try {
		const core = path.dirname(main);
		const variant = path.dirname(resolve(VARIANT + '/package.json', core));
		const readme = fs.readFileSync(path.join(variant, 'README.md'), 'utf8');
		const m = /Version \[([0-9-]+)/.exec(readme);
		if (m) release = m[1];
	} catch (e) {
		// The version of the wrapper alone still says which QuickJS it pins.
	}
	return 'QuickJS ' + release + ' (' + PACKAGE + ' ' + own + ', WASM in node ' + process.version + ')';
}

async function run(harnessPath, programPath, memoryBytes) {
	const { getQuickJS } = require(resolve(PACKAGE, modules));
	const QuickJS = await getQuickJS();
	const runtime = QuickJS.newRuntime();
	runtime.setMemoryLimit(memoryBytes);
	// QuickJS must find its stack exhausted before V8 does: V8's own overflow unwinds the WASM frames without
	// QuickJS knowing (no catch in the program runs). The native stack takes about 3.3 times QuickJS's count in
	// calls, more in the parser, so node runs with --stack-size=4500 (KiB, within the usual 8 MiB stack limit):
	// 4,460 nested calls, 3,000 nested array literals.
	runtime.setMaxStackSize(QUICKJS_STACK_BYTES);
	const vm = runtime.newContext();
	const source = fs.readFileSync(programPath, 'utf8');

	// The harness's host: print lines straight to stdout (what was printed before a kill stays printed), the
	// program parsed by QuickJS's own compiler without running (compileOnly), then run as global code.
	// A program that still exhausts V8's stack first (native callbacks take more of it) is a RangeError, as it
	// would be in node; QuickJS is not touched again after that.
	let v8Overflow = false;
	function evaluate(options) {
		let r;
		try {
			r = vm.evalCode(source, 'program.js', options);
		} catch (e) {
			v8Overflow = v8Overflow || e instanceof RangeError;
			throw e;
		}
		if (r.error) {
			// Room for the harness to name the error: a program that ran out of memory still holds all of it,
			// and without room the error would reach the harness as null.
			runtime.setMemoryLimit(2 * memoryBytes);
			return r;
		}
		r.value.dispose();
		return undefined;
	}
	const host = vm.newObject();
	vm.setProp(host, 'global', vm.global);
	const functions = {
		// Strings cross from QuickJS as JSON: quickjs-emscripten's own transfer turns a lone surrogate into three
		// U+FFFD where node prints one; QuickJS's JSON.stringify escapes it, and node then writes it as node does.
		writeJson: (s) => {
			fs.writeSync(1, JSON.parse(vm.getString(s)) + '\n');
		},
		source: () => vm.newString(source),
		parse: () => evaluate({ type: 'global', compileOnly: true }),
		run: () => evaluate({ type: 'global' }),
		report: (line) => {
			fs.writeSync(2, (v8Overflow ? STACK_OVERFLOW : vm.getString(line)) + '\n');
		},
	};
	for (const [name, fn] of Object.entries(functions)) {
		const handle = vm.newFunction(name, fn);
		vm.setProp(host, name, handle);
		handle.dispose();
	}
	// write: QuickJS's own JSON.stringify, captured before the program runs.
	const jsonWrite = vm.unwrapResult(vm.evalCode(
		'(function (h, stringify) { return function (s) { h.writeJson(stringify(s)); }; })'));
	const stringify = vm.getProp(vm.getProp(vm.global, 'JSON'), 'stringify');
	vm.setProp(host, 'write', vm.unwrapResult(vm.callFunction(jsonWrite, vm.undefined, host, stringify)));
	const harness = vm.unwrapResult(vm.evalCode(fs.readFileSync(harnessPath, 'utf8'), 'cadmus-harness.js'));
	const ran = vm.callFunction(harness, vm.undefined, host);
	if (ran.error) {
		throw new Error('harness failed: ' + JSON.stringify(vm.dump(ran.error)));
	}
	ran.value.dispose();
	runtime.setMemoryLimit(memoryBytes);
	// Promise reactions run after the program, as in node's driver; their failures are not the program's. Not
	// after V8's stack overflow: QuickJS's state is not to be trusted then.
	if (!v8Overflow) runtime.executePendingJobs();
	harness.dispose();
	host.dispose();
	// Disposing the context and runtime would cost time in a process about to end.
}

if (process.argv[3] === '--version') {
	process.stdout.write(version() + '\n');
} else {
	run(process.argv[3], process.argv[4], Number(process.argv[5])).catch((e) => {
		process.stderr.write('cadmus quickjs runner: ' + (e && e.stack ? e.stack : String(e)) + '\n');
		process.exitCode = 1;
	});
}
