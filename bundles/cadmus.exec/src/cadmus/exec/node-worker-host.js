// The main thread of a Cadmus persistent driver written for node: frames in on stdin, frames out on stdout,
// programs run by one worker thread that the host replaces when it fails. Language bundles' node drivers
// require it and supply the worker; NodeWorkerHost.java copies it next to them.
//
// Protocol (that of cadmus.exec.worker.Frames; integers are 4-byte big-endian and signed):
//   string frame  = length, then that many bytes
//   on start      : one string frame, the greeting the worker sent when ready (the engine's version)
//   request       : one string frame, the program text
//   reply         : the marker 0x0CAD3115 (bytes 0C AD 31 15), then four string frames: outcome, errorKind,
//                   stdout, stderr (the worker's reply); the marker 0x0CAD3117 instead when the driver ends after
//                   this reply (it retires: the caller starts a fresh driver for the next program)
//   End of input at a frame boundary ends the driver with status 0; a truncated or corrupt frame ends it with
//   status 2, an error of the driver itself (not of a program) with status 1, each with a message on stderr.
//
// The worker's side (messages on parentPort):
//   it receives   a Uint8Array, the program's UTF-8 bytes (its buffer transferred)
//   it sends      { ready: greeting } once, when it can take programs;
//                 [outcome, kind, stdout, stderr] for each program (strings, or bytes for stdout and stderr);
//                 { crash: [kind, detail] } when the runtime failed under the program;
//                 { driverError: text } for a fault of the driver's own code, which ends the driver.
//   Its console goes to the driver's stderr, never into the frames.
//
// The driver retires (answers the program it ran with the retiring marker, then exits) when the program overran
// its time, when the worker answered CRASH or a crash, and when the worker failed or exited under a program, as
// the driver's failure policy says (serve's options). It does not put a fresh worker in its place itself: the
// caller's clock for the next program would count the fresh runtime's loading (seconds for a WASM one on a loaded
// machine), where a fresh driver's start is not counted against any program.

'use strict';

const fs = require('fs');
const { Worker } = require('worker_threads');

const MARKER = 0x0cad3115;
const RETIRING_MARKER = 0x0cad3117;
const MAX_FRAME = 64 * 1048576; // as Frames.MAX_FRAME

// A 1 ms sleep cell for a full non-blocking pipe.
const sleepCell = new Int32Array(new SharedArrayBuffer(4));

class WorkerHost {
	// label: how the driver names itself in its messages ("cadmus ... driver").
	constructor(label) {
		this.label = label;
	}

	// Driver failures: a message on stderr and a non-zero exit, never silence.
	die(status, message) {
		try {
			fs.writeSync(2, this.label + ': ' + message + '\n');
		} catch (ignored) {
			// Nothing more can be said.
		}
		process.exit(status);
	}

	writeAll(buffer) {
		let offset = 0;
		while (offset < buffer.length) {
			let n;
			try {
				n = fs.writeSync(1, buffer, offset, buffer.length - offset);
			} catch (e) {
				if (e.code === 'EAGAIN') {
					Atomics.wait(sleepCell, 0, 0, 1);
					continue;
				}
				if (e.code === 'EPIPE') {
					process.exit(0); // the caller is gone
				}
				this.die(1, 'cannot write to stdout: ' + e.message);
			}
			offset += n;
		}
	}

	// Serves requests until the end of input. Options:
	//   file, workerOptions   what the worker is: new Worker(file, workerOptions)
	//   timeoutMs             a program's time (0: none); graceMs how much longer the host waits before it ends a
	//                         worker that did not answer (one that stops programs itself at timeoutMs has some)
	//   failure(e)            for an error the worker raised: the reply [outcome, kind, stdout, stderr] to give the
	//                         program it ran (if any) after replacing the worker, or null when it is the driver's
	//                         own failure
	//   exitIsCrash           a worker that exits under a program crashed (true), or the driver failed (false)
	//   printVersion          print the greeting on stdout and exit, instead of serving
	serve(options) {
		new Session(this, options).start();
	}
}

function frame(value) {
	const body = typeof value === 'string' ? Buffer.from(value, 'utf8') : Buffer.from(value);
	const header = Buffer.allocUnsafe(4);
	header.writeInt32BE(body.length, 0);
	return [header, body];
}

// One serving: the unread input, the worker, the program it runs.
class Session {
	constructor(host, options) {
		this.host = host;
		this.options = options;
		this.chunks = []; // unread input
		this.buffered = 0; // bytes in chunks
		this.ended = false;
		this.worker = null;
		this.ready = false;
		this.running = null; // the program being run: { timer }
		this.greeted = false;
	}

	start() {
		this.startWorker();
	}

	// The next complete request as bytes, or undefined when not all of it is here yet.
	takeRequest() {
		if (this.buffered < 4) {
			return undefined;
		}
		if (this.chunks[0].length < 4) {
			this.chunks = [Buffer.concat(this.chunks)];
		}
		const length = this.chunks[0].readInt32BE(0);
		if (length < 0 || length > MAX_FRAME) {
			this.host.die(2, 'corrupt frame: length ' + length);
		}
		if (this.buffered < 4 + length) {
			return undefined;
		}
		const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
		// A copy in an ArrayBuffer of its own, which the worker takes over (a small Buffer shares node's pool).
		const program = new Uint8Array(length);
		program.set(all.subarray(4, 4 + length));
		const rest = all.subarray(4 + length);
		this.chunks = rest.length > 0 ? [rest] : [];
		this.buffered = rest.length;
		return program;
	}

	// Answers the program running; retiring, the driver ends after the answer.
	finish(reply, retiring) {
		clearTimeout(this.running.timer);
		this.running = null;
		const marker = Buffer.allocUnsafe(4);
		marker.writeInt32BE(retiring ? RETIRING_MARKER : MARKER, 0);
		this.host.writeAll(Buffer.concat([marker, ...reply.slice(0, 4).flatMap(frame)]));
		if (retiring) {
			process.exit(0); // ends the worker too, however stuck its thread is
		}
		this.pump();
	}

	// The worker cannot be trusted with another program: answers the one it ran (if any) and ends the driver. A
	// failure between programs has no program to answer: the driver just ends, and the caller starts a fresh one.
	retire(reply, why) {
		if (this.running !== null) {
			this.finish(reply, true);
		}
		try {
			fs.writeSync(2, this.host.label + ': the worker failed between programs (' + why + '); the driver ends\n');
		} catch (ignored) {
			// Nothing more can be said.
		}
		process.exit(0);
	}

	pump() {
		if (this.running !== null || !this.ready) {
			return;
		}
		const program = this.takeRequest();
		if (program !== undefined) {
			this.running = { timer: null };
			const timeoutMs = this.options.timeoutMs || 0;
			if (timeoutMs > 0) {
				const graceMs = this.options.graceMs || 0;
				const stuck = this.worker;
				this.running.timer = setTimeout(() => {
					if (this.worker === stuck && this.running !== null) {
						this.finish(['TIMEOUT', 'timeout', '', (graceMs > 0 ? 'did not stop within ' : 'timed out after ')
							+ timeoutMs + ' ms'], true);
					}
				}, timeoutMs + graceMs);
			}
			this.worker.postMessage(program, [program.buffer]);
			return;
		}
		if (this.ended) {
			if (this.buffered > 0) {
				this.host.die(2, 'truncated frame: ' + this.buffered + ' bytes');
			}
			process.exit(0);
		}
	}

	greet(greeting) {
		this.greeted = true;
		if (this.options.printVersion) {
			fs.writeSync(1, greeting + '\n');
			process.exit(0);
		}
		this.host.writeAll(Buffer.concat(frame(greeting)));
		process.stdin.on('data', (chunk) => {
			this.chunks.push(chunk);
			this.buffered += chunk.length;
			this.pump();
		});
		process.stdin.on('end', () => {
			this.ended = true;
			this.pump();
		});
	}

	onMessage(message) {
		if (message.ready !== undefined) {
			this.ready = true;
			if (!this.greeted) {
				this.greet(message.ready);
			}
			this.pump();
			return;
		}
		if (message.driverError !== undefined) {
			this.host.die(1, 'internal error in the worker: ' + message.driverError);
		}
		if (this.running === null) {
			return;
		}
		if (message.crash !== undefined) {
			// The runtime cannot be trusted after this: a fresh one serves the next program.
			this.finish(['CRASH', message.crash[0], '', message.crash[1]], true);
			return;
		}
		// A program that ended without a verdict: the runtime is suspect too.
		this.finish(message, message[0] === 'CRASH');
	}

	onError(e) {
		const detail = e && e.stack ? String(e.stack) : String(e);
		if (!this.greeted) {
			this.host.die(1, 'the worker did not start: ' + detail);
		}
		const reply = this.options.failure(e);
		if (reply === null) {
			this.host.die(1, 'worker failed: ' + detail);
		}
		this.retire(reply, detail);
	}

	onExit(code) {
		if (!this.greeted) {
			this.host.die(1, 'the worker did not start: it exited with code ' + code);
		}
		if (!this.options.exitIsCrash) {
			this.host.die(1, 'worker exited with code ' + code);
		}
		this.retire(['CRASH', 'worker exit ' + code, '', 'the runtime\'s thread exited with code ' + code],
			'its thread exited with code ' + code);
	}

	startWorker() {
		// The worker's console is kept off stdout, which carries the frames.
		const w = new Worker(this.options.file, Object.assign({}, this.options.workerOptions, { stdout: true, stderr: true }));
		w.stdout.pipe(process.stderr);
		w.stderr.pipe(process.stderr);
		this.worker = w;
		w.on('message', (message) => w === this.worker && this.onMessage(message));
		w.on('error', (e) => w === this.worker && this.onError(e));
		w.on('exit', (code) => w === this.worker && this.onExit(code));
	}
}

module.exports = { WorkerHost };
