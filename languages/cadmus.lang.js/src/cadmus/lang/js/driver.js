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
// Protocol (that of cadmus.exec.worker.Frames; integers are 4-byte big-endian and signed):
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
// answers OUT_OF_MEMORY and starts a fresh worker. The main thread only moves frames.

'use strict';

const fs = require('fs');
const vm = require('vm');
const util = require('util');
const v8 = require('v8');
const { Worker, isMainThread, parentPort, workerData } = require('worker_threads');

const MARKER = 0x0cad3115;
const OUTPUT_CAP = 1048576; // bytes kept of stdout per program
const MAX_FRAME = 64 * 1048576; // as Frames.MAX_FRAME
// How much longer than --timeout-ms the main thread waits before it ends a worker that does not stop.
const TIMEOUT_GRACE_MS = 2000;

const S = String;

// Driver failures: a message on stderr and a non-zero exit, never silence.
function die(status, message) {
	try {
		fs.writeSync(2, 'cadmus js driver: ' + message + '\n');
	} catch (ignored) {
		// Nothing more can be said.
	}
	process.exit(status);
}

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
	parentPort.on('message', (text) => {
		let reply;
		try {
			reply = run(text);
			const heap = v8.getHeapStatistics();
			if (heap.external_memory > COLLECT_ABOVE || heap.used_heap_size > COLLECT_ABOVE) {
				collect();
			}
		} catch (e) {
			reply = { driverError: e && e.stack ? e.stack : S(e) };
		}
		parentPort.postMessage(reply);
	});
	parentPort.postMessage('ready');
}

// ===================================================================================================
// The main thread: frames in, frames out, one worker
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

const sleepCell = new Int32Array(new SharedArrayBuffer(4));

function writeAll(buffer) {
	let offset = 0;
	while (offset < buffer.length) {
		let n;
		try {
			n = fs.writeSync(1, buffer, offset, buffer.length - offset);
		} catch (e) {
			if (e.code === 'EAGAIN') {
				Atomics.wait(sleepCell, 0, 0, 1); // a non-blocking pipe that is full: try again in 1 ms
				continue;
			}
			if (e.code === 'EPIPE') {
				process.exit(0); // the caller is gone
			}
			die(1, 'cannot write to stdout: ' + e.message);
		}
		offset += n;
	}
}

function frame(s) {
	const body = Buffer.from(s, 'utf8');
	const header = Buffer.allocUnsafe(4);
	header.writeInt32BE(body.length, 0);
	return [header, body];
}

function writeReply(outcome, kind, stdout, stderr) {
	const marker = Buffer.allocUnsafe(4);
	marker.writeInt32BE(MARKER, 0);
	writeAll(Buffer.concat([marker, ...frame(outcome), ...frame(kind), ...frame(stdout), ...frame(stderr)]));
}

function mainThread() {
	const options = parseOptions(process.argv.slice(2));
	let chunks = []; // unread input
	let buffered = 0; // bytes in chunks
	let ended = false;
	let worker = null;
	let ready = false;
	let running = null; // the program being run: { timer }
	let versionSent = false;

	// The next complete request, or undefined when not all of it is here yet.
	function takeRequest() {
		if (buffered < 4) {
			return undefined;
		}
		if (chunks[0].length < 4) {
			chunks = [Buffer.concat(chunks)];
		}
		const length = chunks[0].readInt32BE(0);
		if (length < 0 || length > MAX_FRAME) {
			die(2, 'corrupt frame: length ' + length);
		}
		if (buffered < 4 + length) {
			return undefined;
		}
		const all = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
		const text = all.toString('utf8', 4, 4 + length);
		const rest = all.subarray(4 + length);
		chunks = rest.length > 0 ? [rest] : [];
		buffered = rest.length;
		return text;
	}

	function finish(outcome, kind, stdout, stderr) {
		clearTimeout(running.timer);
		running = null;
		writeReply(outcome, kind, stdout, stderr);
		pump();
	}

	function pump() {
		if (running !== null || !ready) {
			return;
		}
		const text = takeRequest();
		if (text !== undefined) {
			running = { timer: null };
			if (options.timeoutMs > 0) {
				const stuck = worker;
				running.timer = setTimeout(() => {
					// The worker did not stop at its own time limit: end it, answer, start another.
					if (worker === stuck && running !== null) {
						retire();
						finish('TIMEOUT', 'timeout', '', 'did not stop within ' + options.timeoutMs + ' ms');
					}
				}, options.timeoutMs + TIMEOUT_GRACE_MS);
			}
			worker.postMessage(text);
			return;
		}
		if (ended) {
			if (buffered > 0) {
				die(2, 'truncated frame: ' + buffered + ' bytes');
			}
			process.exit(0);
		}
	}

	// Ends the current worker (its events are ignored from now on) and starts a fresh one.
	function retire() {
		const old = worker;
		worker = null;
		ready = false;
		old.terminate();
		startWorker();
	}

	function startWorker() {
		const resourceLimits = {};
		if (options.heapMb > 0) {
			resourceLimits.maxOldGenerationSizeMb = options.heapMb;
		}
		const w = new Worker(__filename, { workerData: { timeoutMs: options.timeoutMs }, resourceLimits });
		worker = w;
		w.on('message', (message) => {
			if (w !== worker) {
				return;
			}
			if (message === 'ready') {
				ready = true;
				if (!versionSent) {
					versionSent = true;
					writeAll(Buffer.concat(frame(version())));
					process.stdin.on('data', (chunk) => {
						chunks.push(chunk);
						buffered += chunk.length;
						pump();
					});
					process.stdin.on('end', () => {
						ended = true;
						pump();
					});
				}
				pump();
				return;
			}
			if (message.driverError !== undefined) {
				die(1, 'internal error in the worker: ' + message.driverError);
			}
			if (running !== null) {
				finish(message[0], message[1], message[2], message[3]);
			}
		});
		w.on('error', (e) => {
			if (w !== worker) {
				return;
			}
			if (e && e.code === 'ERR_WORKER_OUT_OF_MEMORY' && running !== null) {
				retire();
				finish('OUT_OF_MEMORY', 'memory limit', '', 'JavaScript heap out of memory'
					+ (options.heapMb > 0 ? ' (limit ' + options.heapMb + ' MiB)' : ''));
				return;
			}
			die(1, 'worker failed: ' + (e && e.stack ? e.stack : S(e)));
		});
		w.on('exit', (code) => {
			if (w === worker) {
				die(1, 'worker exited with code ' + code);
			}
		});
	}

	startWorker();
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
