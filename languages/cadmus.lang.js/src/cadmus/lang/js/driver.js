// Cadmus persistent JavaScript driver for node: one node process runs many programs, one after another.
//
// Why: generated programs are small and run in milliseconds, while starting node costs tens of
// milliseconds; this script keeps one process and runs every program it is sent in a fresh V8 context.
//
// Usage: node [--jitless --no-expose-wasm] driver.js [--timeout-ms=N] [--heap-mb=N]
//   --timeout-ms=N  stop a program after N ms of running (its microtasks included) and answer TIMEOUT,
//                   instead of being killed by the caller, whose own wall clock stays the authority
//   --heap-mb=N     the programs' V8 heap (old generation) in MiB; a program that needs more is answered
//                   OUT_OF_MEMORY (default: node's own limit)
//
// Protocol (that of cadmus.exec.worker.Frames, served by cadmus.exec's node-worker-host.js; integers are
// 4-byte big-endian and signed):
//   string frame  = length, then that many bytes (UTF-8 text)
//   on start      : one string frame, the engine version ("Node.js v20.20.2 (V8 11.3.244.8-node.38)")
//   request       : one string frame, the program text
//   reply         : the marker 0x0CAD3115 (bytes 0C AD 31 15), then four string frames:
//                   outcome   OK | RUNTIME_ERROR | SYNTAX_ERROR | TIMEOUT | OUT_OF_MEMORY
//                   errorKind empty for OK; for an uncaught exception the standard error class it is an
//                             instance of (TypeError, RangeError, ...; Error for any other Error object),
//                             or "throw " + typeof for a thrown value that is not an Error ("throw string");
//                             "SyntaxError" when the program does not compile; "timeout"; "memory limit".
//                             Running out of stack is V8's RangeError, while running or while parsing a
//                             deeply nested program (node reports both as uncaught exceptions)
//                   stdout    what the program printed with print, at most 1 MiB (nothing after running
//                             out of memory)
//                   stderr    "<constructor name>: <message>" of the error ("TypeError: x is not a function"),
//                             "Uncaught <typeof>: <value>" for a thrown primitive, "Uncaught object" for a
//                             thrown object that is not an Error
//   End of input at a frame boundary ends the driver with status 0; a truncated or corrupt frame ends it
//   with status 2, an error of the driver itself (not of a program) with status 1, each with a message on
//   stderr.
//
// Isolation: programs run in a worker thread (node's worker_threads), each in a new context
// (vm.createContext): its own global object and built-ins, so nothing a program does to globals or
// prototypes reaches the next one. The context holds only the language's built-ins and
// print(...values), which writes the values converted as String(value) does, joined by ' ', and a newline.
// V8's console is removed; require, process, timers and the rest of node are never there. Microtasks
// (promise reactions) run right after the program, within its time limit. Unhandled promise rejections
// are not errors (a script engine has no event loop to report them).
//
// Why a worker thread: V8 cannot survive running out of heap, it aborts the process. A worker has a heap
// of its own with a limit (--heap-mb); a program that reaches it ends only the worker, and this driver
// answers OUT_OF_MEMORY and retires (the reply's marker is 0x0CAD3117: a fresh driver takes the next program). The
// main thread only moves frames.

'use strict';

const fs = require('fs');
const vm = require('vm');
const util = require('util');
const v8 = require('v8');
const { isMainThread, parentPort, workerData } = require('worker_threads');

const OUTPUT_CAP = 1048576; // bytes kept of stdout per program
// How much longer than --timeout-ms the main thread waits before it ends a worker that does not stop.
const TIMEOUT_GRACE_MS = 2000;

const S = String;

const { WorkerHost } = require('./node-worker-host.js');

const host = new WorkerHost('cadmus js driver');
const die = (status, message) => host.die(status, message);

// ===================================================================================================
// The worker thread: runs programs
// ===================================================================================================

const isNativeError = util.types.isNativeError;
const isProxy = util.types.isProxy;
const getPrototypeOf = Object.getPrototypeOf;
const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;

// A capped byte sink: add(s) keeps s while the total stays within the cap, cut at a character boundary.
function newSink(cap) {
	const parts = [];
	let size = 0;
	function add(s) {
		if (size >= cap) {
			return;
		}
		const bytes = Buffer.byteLength(s, 'utf8');
		if (size + bytes <= cap) {
			parts.push(s);
			size += bytes;
			return;
		}
		// The longest prefix that fits: decoding the cut bytes turns a split last character into U+FFFD.
		let prefix = Buffer.from(s, 'utf8').subarray(0, cap - size).toString('utf8');
		if (prefix.endsWith('\ufffd') && !s.startsWith(prefix)) {
			prefix = prefix.slice(0, -1);
		}
		parts.push(prefix);
		size = cap;
	}
	return { add, text: () => parts.join('') };
}

// Runs first in every new context, before the program (bootstrap.js, next to this file, shared with the
// engines of worker JVMs): print in the context's own realm, and the standard error prototypes by which the
// driver names an uncaught error. Only strings cross into the driver (through sink).
const BOOTSTRAP_SOURCE = fs.readFileSync(require('path').join(__dirname, 'bootstrap.js'), 'utf8');

// The worker's own error prototypes: print's sink runs in the worker's realm and may overflow the stack
// there; the parser's stack overflow on deep nesting is one of the worker's realm too.
const HOST_ERROR_PROTOTYPES = [TypeError, RangeError, ReferenceError, SyntaxError, EvalError, URIError,
	AggregateError, Error].map((c) => [c.name, c.prototype]);

// The value of an own data property, without running getters or proxy traps.
function ownData(object, key) {
	if (isProxy(object)) {
		return undefined;
	}
	const d = getOwnPropertyDescriptor(object, key);
	return d && 'value' in d ? d.value : undefined;
}

// [nearest standard error class in the prototype chain, nearest constructor name], no program code run.
function errorNames(error, errorPrototypes) {
	let standard = null;
	let constructorName = null;
	let p = error;
	for (let depth = 0; depth < 10000 && p !== null && !isProxy(p); depth++) {
		if (p !== error && constructorName === null) {
			const c = ownData(p, 'constructor');
			if (typeof c === 'function') {
				const name = ownData(c, 'name');
				if (typeof name === 'string' && name !== '') {
					constructorName = name;
				}
			}
		}
		for (const [name, prototype] of errorPrototypes) {
			if (p === prototype) {
				standard = name;
				break;
			}
		}
		if (standard !== null) {
			break;
		}
		p = getPrototypeOf(p);
	}
	standard = standard || 'Error';
	return [standard, constructorName || standard];
}

// Returns [kind, stderr] for a value the program threw.
function describeThrown(value, errorPrototypes) {
	try {
		if (isNativeError(value)) {
			const [kind, constructorName] = errorNames(value, errorPrototypes);
			const message = ownData(value, 'message');
			return [kind, constructorName + ': ' + (typeof message === 'string' ? message : '')];
		}
	} catch (e) {
		return ['Error', 'Error'];
	}
	const type = typeof value;
	if (value === null || (type !== 'object' && type !== 'function')) {
		return ['throw ' + type, 'Uncaught ' + type + ': ' + S(value)];
	}
	return ['throw ' + type, 'Uncaught ' + type];
}

// Memory a finished program may leave to the collector's own schedule; past it, a full collection runs
// at once, so the next program finds the address space free (array buffers live outside the V8 heap).
const COLLECT_ABOVE = 64 * 1048576;

function workerThread() {
	const timeoutMs = workerData.timeoutMs;
	// The collector as a function: --expose-gc gives every context created while it is set a global gc
	// (not deletable), so it is set only for the one context that hands it out.
	v8.setFlagsFromString('--expose-gc');
	const collect = vm.runInNewContext('gc');
	v8.setFlagsFromString('--no-expose-gc');
	const bootstrap = new vm.Script(BOOTSTRAP_SOURCE, { filename: 'cadmus-bootstrap.js' });

	// Returns [outcome, kind, stdout, stderr].
	function run(text) {
		let script;
		try {
			script = new vm.Script(text, { filename: 'program.js' });
		} catch (e) {
			if (e instanceof SyntaxError) {
				return ['SYNTAX_ERROR', 'SyntaxError', '', 'SyntaxError: ' + e.message];
			}
			// The parser ran out of stack on deep nesting (a RangeError): node reports that as an uncaught
			// exception, not as a syntax error.
			const [kind, stderr] = describeThrown(e, HOST_ERROR_PROTOTYPES);
			return ['RUNTIME_ERROR', kind, '', stderr];
		}
		const sink = newSink(OUTPUT_CAP);
		const context = vm.createContext({}, { microtaskMode: 'afterEvaluate' });
		const errorPrototypes = bootstrap.runInContext(context)((s) => sink.add(S(s)), vm.runInContext('globalThis', context))
			.concat(HOST_ERROR_PROTOTYPES);
		const options = { displayErrors: false };
		if (timeoutMs > 0) {
			options.timeout = timeoutMs;
		}
		const start = Date.now();
		try {
			script.runInContext(context, options);
		} catch (e) {
			// node's timeout error is made in the program's realm; the program cannot fake having run that long.
			if (timeoutMs > 0 && Date.now() - start >= timeoutMs && isNativeError(e)
					&& ownData(e, 'code') === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
				return ['TIMEOUT', 'timeout', sink.text(), 'timed out after ' + timeoutMs + ' ms'];
			}
			const [kind, stderr] = describeThrown(e, errorPrototypes);
			return ['RUNTIME_ERROR', kind, sink.text(), stderr];
		}
		return ['OK', '', sink.text(), ''];
	}

	// Between programs the worker's event loop runs: what an old context left (a FinalizationRegistry
	// callback that throws, a rejection nobody handled) must not end the worker.
	process.on('unhandledRejection', () => {});
	process.on('uncaughtException', () => {});
	parentPort.on('message', (bytes) => {
		let reply;
		try {
			reply = run(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
			const heap = v8.getHeapStatistics();
			if (heap.external_memory > COLLECT_ABOVE || heap.used_heap_size > COLLECT_ABOVE) {
				collect();
			}
		} catch (e) {
			reply = { driverError: e && e.stack ? e.stack : S(e) };
		}
		parentPort.postMessage(reply);
	});
	parentPort.postMessage({ ready: version() });
}

// ===================================================================================================
// The main thread: node-worker-host.js (of cadmus.exec, copied next to this file) moves the frames
// ===================================================================================================

function parseOptions(args) {
	const options = { timeoutMs: 0, heapMb: 0 };
	for (const arg of args) {
		const m = /^--(timeout-ms|heap-mb)=(\d+)$/.exec(arg);
		if (m && m[1] === 'timeout-ms') {
			options.timeoutMs = Number(m[2]);
		} else if (m) {
			options.heapMb = Number(m[2]);
		} else {
			die(1, 'unknown argument ' + arg);
		}
	}
	return options;
}

function mainThread() {
	const options = parseOptions(process.argv.slice(2));
	const resourceLimits = {};
	if (options.heapMb > 0) {
		resourceLimits.maxOldGenerationSizeMb = options.heapMb;
	}
	host.serve({
		file: __filename,
		workerOptions: { workerData: { timeoutMs: options.timeoutMs }, resourceLimits },
		// The worker stops a program at its time itself; the host ends a worker that did not.
		timeoutMs: options.timeoutMs,
		graceMs: TIMEOUT_GRACE_MS,
		// Only running out of heap ends a worker under a program; anything else is the driver's failure.
		failure: (e) => (e && e.code === 'ERR_WORKER_OUT_OF_MEMORY'
			? ['OUT_OF_MEMORY', 'memory limit', '', 'JavaScript heap out of memory'
				+ (options.heapMb > 0 ? ' (limit ' + options.heapMb + ' MiB)' : '')]
			: null),
		exitIsCrash: false,
	});
}

function version() {
	let v = 'Node.js ' + process.version + ' (V8 ' + process.versions.v8 + ')';
	if (process.execArgv.includes('--jitless')) {
		v += ' --jitless';
	}
	return v;
}

try {
	if (isMainThread) {
		mainThread();
	} else {
		workerThread();
	}
} catch (e) {
	die(1, 'internal error: ' + (e && e.stack ? e.stack : S(e)));
}
