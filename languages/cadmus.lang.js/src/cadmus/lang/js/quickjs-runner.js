// Cadmus runner for QuickJS compiled to WebAssembly (npm quickjs-emscripten), run by node: one program per
// process, in a fresh QuickJS runtime and context, classified by shell-harness.js running inside QuickJS.
//
// Why node: quickjs-emscripten is QuickJS (Bellard's, pinned by the package) built to WASM with a JavaScript
// API; no Debian package ships a QuickJS binary. Node only hosts it: the program never sees node.
//
// Usage: node --stack-size=4500 --disable-wasm-trap-handler --liftoff-only --wasm-lazy-compilation \
//             quickjs-runner.js MODULES [--variant VARIANT] HARNESS PROGRAM MEMORY_BYTES
//        node (the same options) quickjs-runner.js MODULES [--variant VARIANT] --driver HARNESS MEMORY_BYTES
//        node quickjs-runner.js MODULES [--variant VARIANT] --version
//   MODULES       the node_modules directory holding quickjs-emscripten (npm root -g for a global install)
//   VARIANT       another build of quickjs-emscripten's than its own (Bellard's QuickJS): the npm package of
//                 QuickJS-ng's, @jitl/quickjs-ng-wasmfile-release-sync
//   HARNESS       shell-harness.js; PROGRAM the program file; MEMORY_BYTES QuickJS's own heap limit
// Output: the program's print lines on stdout; the harness's outcome line on stderr (see shell-harness.js);
// status 0 when the harness ran to its end, 1 for a failure of this runner or of the WASM module (a crash).
// With --driver: many programs, each in a fresh QuickJS runtime, over cadmus.exec.LineChannel's protocol (see
// drive below).

'use strict';

const fs = require('fs');
const path = require('path');

const modules = process.argv[2];
const PACKAGE = 'quickjs-emscripten';
let args = process.argv.slice(3);
let VARIANT = '@jitl/quickjs-wasmfile-release-sync';
if (args[0] === '--variant') {
	VARIANT = args[1];
	args = args.slice(2);
}
const QUICKJS_STACK_BYTES = 768 * 1024;
const OUTPUT_CAP = 1048576; // characters kept of stdout per program (driver)
const STACK_OVERFLOW = ['RUNTIME_ERROR', 'RangeError', 'RangeError: Maximum call stack size exceeded (V8 under QuickJS)'];

function resolve(name, from) {
	return require.resolve(name, { paths: [from] });
}

// The variant's package: quickjs-emscripten's own is installed with it (nested or beside it), another beside it.
function variantPath(file) {
	const core = path.dirname(resolve(PACKAGE + '/package.json', modules));
	return require.resolve(VARIANT + file, { paths: [core, modules] });
}

// "QuickJS 2025-09-13 (quickjs-emscripten 0.32.0)", "QuickJS-ng 0.12.1 (...)": the QuickJS release is only in the
// variant's README.
function version() {
	const main = resolve(PACKAGE + '/package.json', modules);
	const own = JSON.parse(fs.readFileSync(main, 'utf8')).version;
	let release = 'unknown release';
	try {
		const readme = fs.readFileSync(path.join(path.dirname(variantPath('/package.json')), 'README.md'), 'utf8');
		const m = /Version \[v?([0-9.-]+)/.exec(readme);
		if (m) release = m[1];
	} catch (e) {
		// The version of the wrapper alone still says which QuickJS it pins.
	}
	const name = VARIANT.includes('quickjs-ng') ? 'QuickJS-ng ' : 'QuickJS ';
	return name + release + ' (' + PACKAGE + ' ' + own + ', WASM in node ' + process.version + ')';
}

// The WASM module of the variant.
function loadQuickJS() {
	const variant = require(variantPath(''));
	return require(resolve(PACKAGE, modules)).newQuickJSWASMModule(variant.default || variant);
}

// Runs one program in a fresh QuickJS runtime and context through the harness: print lines go to out.write, the
// harness's verdict to out.report(outcome, kind, message). Returns false when QuickJS can no longer be trusted: V8's stack ran out
// inside it. With dispose, the context and runtime are freed afterwards (a driver runs many programs).
function runOnce(QuickJS, harnessSource, source, memoryBytes, out, dispose) {
	const runtime = QuickJS.newRuntime();
	runtime.setMemoryLimit(memoryBytes);
	// QuickJS must find its stack exhausted before V8 does: V8's own overflow unwinds the WASM frames without
	// QuickJS knowing (no catch in the program runs). The native stack takes about 3.3 times QuickJS's count in
	// calls, more in the parser, so node runs with --stack-size=4500 (KiB, within the usual 8 MiB stack limit):
	// 4,460 nested calls, 3,000 nested array literals.
	runtime.setMaxStackSize(QUICKJS_STACK_BYTES);
	const vm = runtime.newContext();

	// The harness's host: print lines to out.write, the program parsed by QuickJS's own compiler without running
	// (compileOnly), then run as global code. A program that still exhausts V8's stack first (native callbacks
	// take more of it) is a RangeError, as it would be in node; QuickJS is not touched again after that.
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
			out.write(JSON.parse(vm.getString(s)));
		},
		source: () => vm.newString(source),
		parse: () => evaluate({ type: 'global', compileOnly: true }),
		run: () => evaluate({ type: 'global' }),
		report: (line, outcome, kind, message) => {
			out.report(...(v8Overflow ? STACK_OVERFLOW : [outcome, kind, message].map((h) => vm.getString(h))));
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
	const json = vm.getProp(vm.global, 'JSON');
	const stringify = vm.getProp(json, 'stringify');
	const write = vm.unwrapResult(vm.callFunction(jsonWrite, vm.undefined, host, stringify));
	vm.setProp(host, 'write', write);
	const harness = vm.unwrapResult(vm.evalCode(harnessSource, 'cadmus-harness.js'));
	const ran = vm.callFunction(harness, vm.undefined, host);
	if (ran.error) {
		const said = JSON.stringify(vm.dump(ran.error));
		ran.error.dispose();
		throw new Error('harness failed: ' + said);
	}
	ran.value.dispose();
	runtime.setMemoryLimit(memoryBytes);
	// Promise reactions run after the program, as in node's driver; their failures are not the program's. Not
	// after V8's stack overflow: QuickJS's state is not to be trusted then.
	if (!v8Overflow) {
		const jobs = runtime.executePendingJobs();
		if (jobs.error) jobs.error.dispose();
	}
	if (dispose && !v8Overflow) {
		for (const h of [harness, write, stringify, json, jsonWrite, host]) h.dispose();
		vm.dispose();
		runtime.dispose();
	}
	return !v8Overflow;
}

async function run(harnessPath, programPath, memoryBytes) {
	const QuickJS = await loadQuickJS();
	const out = {
		// Straight to the streams: what was printed before a kill stays printed.
		write: (line) => fs.writeSync(1, line + '\n'),
		report: (outcome, kind, message) => fs.writeSync(2, 'cadmus-outcome|' + outcome + '|' + kind + '|' + message
			+ '|cadmus-end\n'),
	};
	// Disposing the context and runtime would cost time in a process about to end.
	runOnce(QuickJS, fs.readFileSync(harnessPath, 'utf8'), fs.readFileSync(programPath, 'utf8'), memoryBytes, out,
		false);
}

const pause = new Int32Array(new SharedArrayBuffer(4));

// A line on stdout, whole: a pipe that node made non-blocking may be full for a moment while the caller reads.
function writeLine(s) {
	const buffer = Buffer.from(s + '\n', 'utf8');
	let offset = 0;
	while (offset < buffer.length) {
		try {
			offset += fs.writeSync(1, buffer, offset, buffer.length - offset);
		} catch (e) {
			if (e.code !== 'EAGAIN') throw e;
			Atomics.wait(pause, 0, 0, 1);
		}
	}
}

// The persistent driver: cadmus.exec.LineChannel's protocol on stdin and stdout, one fresh QuickJS runtime per
// program in this one node process (the WASM module stays loaded: a program costs its run, not node's start and
// the module's compilation). A program that exhausted V8's stack inside QuickJS retires the driver.
async function drive(harnessPath, memoryBytes) {
	const QuickJS = await loadQuickJS();
	const harnessSource = fs.readFileSync(harnessPath, 'utf8');
	const reply = (fields, retire) => writeLine(JSON.stringify(['cadmus-reply', ...fields].concat(retire ? [true] : [])));
	writeLine(JSON.stringify('cadmus quickjs driver'));
	const lines = require('readline').createInterface({ input: process.stdin, crlfDelay: Infinity });
	for await (const line of lines) {
		if (line === '') break;
		let stdout = '';
		let outcome = null;
		const out = {
			write: (s) => {
				if (stdout.length < OUTPUT_CAP) stdout = (stdout + s + '\n').slice(0, OUTPUT_CAP);
			},
			report: (...fields) => { outcome = fields; },
		};
		const trusted = runOnce(QuickJS, harnessSource, JSON.parse(line), memoryBytes, out, true);
		reply(outcome === null ? ['OK', '', stdout, ''] : [outcome[0], outcome[1], stdout, outcome[2]], !trusted);
		if (!trusted) break;
	}
	process.exit(0);
}

if (args[0] === '--version') {
	process.stdout.write(version() + '\n');
} else if (args[0] === '--driver') {
	drive(args[1], Number(args[2])).catch((e) => {
		process.stderr.write('cadmus quickjs driver: ' + (e && e.stack ? e.stack : String(e)) + '\n');
		process.exit(1);
	});
} else {
	run(args[0], args[1], Number(args[2])).catch((e) => {
		process.stderr.write('cadmus quickjs runner: ' + (e && e.stack ? e.stack : String(e)) + '\n');
		process.exitCode = 1;
	});
}
