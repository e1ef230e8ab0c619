// Cadmus persistent driver for PHP built to WebAssembly (npm @php-wasm/node, the WordPress Playground's
// build), run by node: one process runs many programs, each in a fresh PHP request of one loaded runtime.
//
// Why: the WASM module takes 150-350 ms to compile and start, a generated program a few milliseconds to run.
// php-wasm runs PHP as a server does: every request starts and ends PHP's request (its functions, classes,
// statics, ini settings and output all go with it), so one runtime serves program after program.
//
// Usage: node [--disable-wasm-trap-handler] php-wasm-driver.js VERSION MODULES [--timeout-ms=N]
//                                                              [--memory-limit=SPEC] [--version]
//   VERSION         the PHP version, as php-wasm names it: 7.4, 8.0, ... 8.5 (its 5.2 cannot run the code
//                   around the program, nor any program of Cadmus's PHP dialect)
//   MODULES         the node_modules directory holding @php-wasm/node and @php-wasm/universal (`npm root -g`
//                   for a global install)
//   --timeout-ms=N  stop a program after N ms and answer TIMEOUT, instead of being killed by the caller,
//                   whose own wall clock stays the authority (without it, a program that never ends is
//                   ended only by the caller killing this process, as for driver.php)
//   --memory-limit=SPEC  PHP's memory_limit (128M, PHP's own default, as php -n has it)
//   --version       print the greeting's text on stdout and exit
//
// Protocol (that of cadmus.exec.worker.Frames and of driver.php, served by cadmus.exec's node-worker-host.js;
// integers are 4-byte big-endian, signed):
//   string frame  = length, then that many bytes
//   on start      : one string frame, the version ("PHP 8.2.33 (php-wasm 3.1.54, node v20.20.2)")
//   request       : one string frame, the program text
//   reply         : the marker 0x0CAD3115 (bytes 0C AD 31 15), or 0x0CAD3117 when the driver ends after it (a
//                   TIMEOUT or a CRASH), then four string frames:
//                   outcome   OK | RUNTIME_ERROR | SYNTAX_ERROR | TIMEOUT | CRASH
//                   errorKind as driver.php: the class of what was thrown and not caught, "parse error" for
//                             a program that does not compile, the first words of a fatal error (up to its
//                             first "("), "timeout", or for a crash of the WASM runtime the JavaScript error
//                             it threw ("RuntimeError: memory access out of bounds")
//                   stdout    what the program printed, as bytes, at most 1 MiB
//                   stderr    what the program wrote to php://stderr, then the error as the command line
//                             words it ("PHP Fatal error:  Uncaught TypeError: ...")
//   End of input at a frame boundary ends the driver with status 0; a truncated or corrupt frame ends it with
//   status 2, an error of the driver itself with status 1, each with a message on stderr.
//
// Semantics: those of driver.php under php -n: no php.ini (where php-wasm's own, made for serving web pages,
// differs, it is set back: errors neither displayed in the output nor logged where the program's output goes,
// no HTML in error messages, no opcache, no prepended file; memory_limit 128M), the program included from inside
// a function, its output buffered, an exit() an OK end, a fatal error a RUNTIME_ERROR (see RUNNER_SOURCE). The
// SAPI is php-wasm's, not the command line's: php_sapi_name() is "wasm", and STDIN, STDOUT and STDERR are not
// defined. The filesystem is php-wasm's own, in memory, never the host's; a program can write only in /tmp (and
// the driver's directory), and what it leaves there is removed after it.
//
// Why a worker thread: a program in an endless loop never returns to JavaScript, and a trap in the WASM
// code (a PHP bug's wild pointer, a stack overflow) leaves the runtime unusable. The runtime lives in a worker,
// which the main thread ends when the program overruns its time or the runtime crashed; it answers, and the
// driver retires (a fresh driver, whose loading no program's clock counts, takes the next program). The main
// thread only moves frames; the worker's console goes to stderr, never to the frames.

'use strict';

const fs = require('fs');
const path = require('path');
const { isMainThread, parentPort, workerData } = require('worker_threads');

const OUTPUT_CAP = 1048576; // bytes kept of stdout per program, as driver.php
// Files of a run, in php-wasm's in-memory filesystem.
const DIR = '/cadmus';
const RUNNER = DIR + '/run.php';
const PROGRAM = DIR + '/program.php';
const RESULT = DIR + '/result';
const LOG = DIR + '/log'; // PHP's error log: the word on a fatal error the shutdown function could not report
// php-wasm's php.ini (universal's PHP_INI_PATH): read at the start of every request.
const PHP_INI = '/internal/shared/php.ini';

// A crash's kind: the JavaScript error the runtime threw, by its name and the first line of its message.
function crashKind(e) {
	const name = e && e.name ? String(e.name) : 'Error';
	const message = e && e.message !== undefined ? String(e.message) : String(e);
	return name + ': ' + message.split('\n')[0];
}

const { WorkerHost } = require('./node-worker-host.js');

const host = new WorkerHost('cadmus php-wasm driver');
const die = (status, message) => host.die(status, message);

// ===================================================================================================
// The worker thread: one PHP runtime, a request per program
// ===================================================================================================

// Runs in every request, and makes of the program what driver.php's child makes of it, so that both give the same
// replies: the program included inside a function (its top-level variables are that function's, destroyed, their
// destructors run, before the verdict), its output held in an output buffer (so a fatal error discards it, and a
// program printing without end meets its memory limit), the verdict worded as driver.php words it. The verdict
// goes to RESULT and the output to the request's stdout: right after the program, or from the shutdown function
// after an exit() or a fatal error. What is printed after that (destructors of objects still referenced) is
// dropped, as driver.php drops it. Written for PHP 7.4 and later (Throwable); its names are prefixed cadmus_, as
// driver.php's, so that a program's own do not collide.
const RUNNER_SOURCE = `<?php
function cadmus_verdict(?array $set = null): array
{
    static $verdict = ['OK', '', ''];
    if ($set !== null) {
        $verdict = $set;
    }
    return $verdict;
}
function cadmus_report(): void
{
    static $done = false;
    if ($done) {
        return;
    }
    $done = true;
    $parts = [];
    while (ob_get_level() > 0) {
        array_unshift($parts, (string) ob_get_clean());
    }
    $verdict = cadmus_verdict();
    $error = error_get_last();
    if ($verdict[0] === 'OK' && $error !== null
            && in_array($error['type'], [E_ERROR, E_CORE_ERROR, E_COMPILE_ERROR, E_PARSE], true)) {
        $kind = strtok($error['message'], '(');
        $verdict = [$error['type'] === E_PARSE ? 'SYNTAX_ERROR' : 'RUNTIME_ERROR',
            $kind === false || $kind === '' ? $error['message'] : $kind, 'PHP Fatal error:  ' . $error['message']];
    }
    $kind = str_replace("\\n", ' ', trim($verdict[1]));
    file_put_contents('${RESULT}', $verdict[0] . "\\n" . $kind . "\\n" . $verdict[2]);
    echo substr(implode('', $parts), 0, ${OUTPUT_CAP});
    ob_start(static function (string $text): string {
        return '';
    });
}
function cadmus_run(): void
{
    include '${PROGRAM}';
}
register_shutdown_function('cadmus_report');
ob_start();
try {
    cadmus_run();
} catch (ParseError $cadmus_e) {
    cadmus_verdict(['SYNTAX_ERROR', 'parse error', 'PHP Parse error:  ' . $cadmus_e->getMessage()]);
} catch (Throwable $cadmus_e) {
    $class = get_class($cadmus_e);
    cadmus_verdict(['RUNTIME_ERROR', $class, "PHP Fatal error:  Uncaught $class: " . $cadmus_e->getMessage()]);
    unset($class);
}
unset($cadmus_e);
cadmus_report();
`;

// php -n's settings where php-wasm's own php.ini (made for serving web pages) differs.
function phpIni(memoryLimit) {
	const lines = ['display_errors=0', 'display_startup_errors=0', 'html_errors=0', 'log_errors=1', 'error_log=' + LOG,
		'opcache.enable=0', 'opcache.enable_cli=0', 'output_buffering=0', 'max_execution_time=0'];
	if (memoryLimit) {
		lines.push('memory_limit=' + memoryLimit);
	}
	return lines.join('\n') + '\n';
}

// The packages, as installed under MODULES; universal resolved from the node package, so that both use one
// copy of it (a runtime is registered in the copy that loaded it).
function loadPackages(modules) {
	const nodeMain = require.resolve('@php-wasm/node', { paths: [modules] });
	const nodeDir = path.dirname(require.resolve('@php-wasm/node/package.json', { paths: [modules] }));
	const universalMain = require.resolve('@php-wasm/universal', { paths: [nodeDir] });
	const own = JSON.parse(fs.readFileSync(path.join(nodeDir, 'package.json'), 'utf8')).version;
	return { node: require(nodeMain), universal: require(universalMain), version: own };
}

async function workerThread() {
	const { modules, version, memoryLimit } = workerData;
	const packages = loadPackages(modules);
	// processId: php-wasm's file locking tells its processes apart by it, and assigns none outside its tests.
	const runtime = await packages.node.loadNodeRuntime(version, { emscriptenOptions: { processId: process.pid } });
	const php = new packages.universal.PHP(runtime);
	php.writeFile(PHP_INI, phpIni(memoryLimit));
	php.mkdir(DIR);
	php.writeFile(RUNNER, RUNNER_SOURCE);
	const ExecutionFailure = packages.universal.PHPExecutionFailureError;
	const FS = php[packages.universal.__private__dont__use].FS;

	// php-wasm (3.1.54) leaves each request's /request/stdout and /request/stderr descriptors open; Emscripten's
	// 4096 descriptors then run out after about 2,000 programs (PHP fails to open files, then aborts). The devices
	// behind them keep no state and a request opens its own, so the ones left after a request can be closed.
	function closeLeakedDescriptors() {
		FS.streams.forEach((stream, fd) => {
			if (stream && fd > 2 && typeof stream.path === 'string' && stream.path.startsWith('/request/')) {
				FS.close(stream);
			}
		});
	}

	// The first fatal error PHP logged, as error_get_last() words it, or null. Why: a program that exhausts its
	// memory deep in a recursion leaves no room to call the shutdown function (it needs a page of PHP's VM stack,
	// which native PHP happens to find in its last chunk), so that function cannot report it.
	function loggedFatal() {
		if (!php.fileExists(LOG)) {
			return null;
		}
		for (const entry of php.readFileAsText(LOG).split(/^\[[^\]\n]*\] /m)) {
			const m = /^PHP (Fatal|Parse) error: {2}([\s\S]*?)(?: in \S+ on line \d+)?\s*$/.exec(entry);
			if (m) {
				return [m[1] === 'Parse' ? 'SYNTAX_ERROR' : 'RUNTIME_ERROR', m[2]];
			}
		}
		return null;
	}

	// The filesystem is the runtime's own, in memory, and lives as long as it: a file one program writes would be
	// there for the next. So all of it but /tmp and DIR (where PHP writes the verdict) is made read-only, and what a
	// program leaves in those two is removed after it.
	const WRITABLE = ['/tmp', DIR];
	const KEEP = new Set([RUNNER, PROGRAM]);
	function entries(dir) {
		const prefix = dir === '/' ? '/' : dir + '/';
		return FS.readdir(dir).filter((name) => name !== '.' && name !== '..').map((name) => prefix + name);
	}
	function protect(dir) {
		for (const p of entries(dir)) {
			if (WRITABLE.includes(p) || p === '/request' || p === '/dev' || p === '/proc') {
				continue; // /request holds the devices of the request's stdout and stderr
			}
			const mode = FS.lstat(p).mode;
			if (FS.isDir(mode)) {
				protect(p);
				FS.chmod(p, 0o555);
			} else if (FS.isFile(mode)) {
				FS.chmod(p, 0o444);
			}
		}
	}
	function remove(p) {
		if (FS.isDir(FS.lstat(p).mode)) {
			entries(p).forEach(remove);
			FS.rmdir(p);
		} else {
			FS.unlink(p);
		}
	}
	function sweep() {
		FS.ignorePermissions = true; // a program may have taken the write permission off what it made
		try {
			for (const dir of WRITABLE) {
				entries(dir).filter((p) => !KEEP.has(p)).forEach(remove);
			}
		} finally {
			FS.ignorePermissions = false;
		}
	}

	// Returns [outcome, kind, stdout bytes, stderr bytes], or { crash: error } when the runtime failed.
	async function run(programBytes) {
		php.writeFile(PROGRAM, programBytes);
		let response;
		try {
			response = await php.run({ scriptPath: RUNNER });
		} catch (e) {
			// A non-zero exit status (exit(3), a fatal error) is PHP's normal end; anything else is the runtime's.
			if (!(e instanceof ExecutionFailure) || !e.response) {
				return { crash: e };
			}
			response = e.response;
		}
		closeLeakedDescriptors();
		const reply = verdict(response);
		sweep();
		return reply;
	}

	function verdict(response) {
		const stdout = Buffer.from(response.bytes.buffer, response.bytes.byteOffset, response.bytes.byteLength);
		const ownStderr = Buffer.from(response.errors, 'utf8');
		if (!php.fileExists(RESULT)) {
			const fatal = loggedFatal();
			if (fatal !== null) {
				// Worded as cadmus_report words it.
				const kind = fatal[1].split('(')[0].trim() || fatal[1];
				return [fatal[0], kind, stdout.subarray(0, OUTPUT_CAP),
					Buffer.concat([ownStderr, Buffer.from('PHP Fatal error:  ' + fatal[1])])];
			}
			return ['CRASH', 'no result', Buffer.alloc(0), Buffer.from('the request ended with status '
				+ response.exitCode + ' and no result: ' + response.errors)];
		}
		const result = Buffer.from(php.readFileAsBuffer(RESULT));
		const first = result.indexOf(10);
		const second = result.indexOf(10, first + 1);
		return [result.toString('utf8', 0, first), result.toString('utf8', first + 1, second),
			stdout.subarray(0, OUTPUT_CAP), Buffer.concat([ownStderr, result.subarray(second + 1)])];
	}

	const probe = await php.run({ code: '<?php echo PHP_VERSION;' });
	closeLeakedDescriptors();
	protect('/');
	FS.chmod('/', 0o555);
	sweep();
	const greeting = 'PHP ' + probe.text + ' (php-wasm ' + packages.version + ', node ' + process.version + ')';
	parentPort.on('message', async (programBytes) => {
		let reply;
		try {
			reply = await run(programBytes);
			if (reply.crash !== undefined) {
				const e = reply.crash;
				reply = { crash: [crashKind(e), e && e.stack ? String(e.stack) : String(e)] };
			}
		} catch (e) {
			reply = { driverError: e && e.stack ? e.stack : String(e) };
		}
		parentPort.postMessage(reply);
	});
	parentPort.postMessage({ ready: greeting });
}

// ===================================================================================================
// The main thread: frames in, frames out, one worker
// ===================================================================================================

function parseOptions(args) {
	if (args.length < 2) {
		die(1, 'usage: node php-wasm-driver.js VERSION MODULES [--timeout-ms=N] [--memory-limit=SPEC] [--version]');
	}
	const options = { version: args[0], modules: args[1], timeoutMs: 0, memoryLimit: '', printVersion: false };
	const v = /^(\d+)\.(\d+)$/.exec(options.version);
	if (!v || Number(v[1]) * 100 + Number(v[2]) < 704) {
		die(1, 'PHP version ' + options.version + ' is not supported: 7.4 or later, as php-wasm numbers them (8.2)');
	}
	for (const arg of args.slice(2)) {
		let m;
		if ((m = /^--timeout-ms=(\d+)$/.exec(arg))) {
			options.timeoutMs = Number(m[1]);
		} else if ((m = /^--memory-limit=(-1|\d+[KMG]?)$/i.exec(arg))) {
			options.memoryLimit = m[1];
		} else if (arg === '--version') {
			options.printVersion = true;
		} else {
			die(1, 'unknown argument ' + arg);
		}
	}
	return options;
}

function mainThread() {
	const options = parseOptions(process.argv.slice(2));
	host.serve({
		file: __filename,
		workerOptions: {
			argv: process.argv.slice(2),
			workerData: { modules: options.modules, version: options.version, memoryLimit: options.memoryLimit },
		},
		// A program in an endless loop never returns to JavaScript: only ending the worker stops it.
		timeoutMs: options.timeoutMs,
		graceMs: 0,
		// Something the runtime threw outside a request's promise: the program running (if any) crashed it.
		failure: (e) => ['CRASH', crashKind(e), '', e && e.stack ? String(e.stack) : String(e)],
		exitIsCrash: true,
		printVersion: options.printVersion,
	});
}

if (isMainThread) {
	try {
		mainThread();
	} catch (e) {
		die(1, 'internal error: ' + (e && e.stack ? e.stack : String(e)));
	}
} else {
	workerThread().catch((e) => {
		// Thrown out of the worker, to the main thread's 'error' handler: the runtime did not load.
		process.nextTick(() => {
			throw e;
		});
	});
}
