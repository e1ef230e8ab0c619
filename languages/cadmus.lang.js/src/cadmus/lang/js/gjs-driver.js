// Cadmus persistent driver for SpiderMonkey through gjs: one gjs process runs many programs, one after another,
// through the same shell-harness.js as a process per program (JsShellImplementation), and puts the built-ins back
// as they were before the next one.
//
// Why: gjs starts in 80-120 ms; a program runs in a millisecond or two.
//
// Usage: env LC_ALL=C.UTF-8 gjs gjs-driver.js, in a directory holding shell-harness.js.
//
// Protocol: cadmus.exec.LineChannel's, one JSON text per line:
//   on start : a JSON string, the driver's name
//   request  : a JSON string, the program (ASCII, every other character escaped)
//   reply    : ["cadmus-reply", outcome, errorKind, stdout, stderr], outcome and kind as the harness says them
//              (OK with an empty kind and stderr when the program ended normally), and a sixth element true when
//              this driver ends after the reply because it could not put the built-ins back (see below)
//   End of input ends the driver.
//
// Isolation: gjs offers no fresh global (SpiderMonkey's shell has newGlobal, gjs does not; it has no realms
// either), so every program runs in the one global, as a fresh gjs process runs it (indirect eval, as the
// process-per-program host does), and afterwards the driver restores everything reachable from the global
// object and from the intrinsics a program can reach without it (iterator and generator prototypes): every
// object's own properties (added ones deleted, changed or deleted ones defined again as they were, in their
// order), its prototype and its extensibility. A change that cannot be undone (a built-in made non-extensible,
// a property made non-configurable, or a key order that needs a non-configurable property moved) retires the
// driver: its reply says so and it ends, and the caller starts a fresh process for the next program. RegExp's
// legacy statics ($1, lastMatch, ...) cannot be set back to the no-match state of a fresh process: a program that
// matched a regular expression retires the driver too (Cadmus's generator writes none).
//
// Promise jobs: the driver dispatches the main context's sources after each program until none is pending, which
// runs the program's jobs as gjs runs them once a script is done, their output included; a fresh gjs process runs
// them too after an uncaught error at the top level of its script. (No main loop with idle callbacks: an idle
// source added from another one was, now and then after some hundreds of programs, never dispatched.)
//
// Time and memory are the caller's: a program that runs too long or exhausts memory takes the process with it,
// and the caller starts a fresh one.
(function () {
	'use strict';
	const GLib = imports.gi.GLib;
	const Gio = imports.gi.Gio;
	const OUTPUT_CAP = 1048576; // characters kept of stdout per program

	const writeLine = print;
	const stringify = JSON.stringify;
	const parseJson = JSON.parse;
	const ownKeys = Reflect.ownKeys;
	const descriptor = Reflect.getOwnPropertyDescriptor;
	const defineProperty = Reflect.defineProperty;
	const deleteProperty = Reflect.deleteProperty;
	const getPrototypeOf = Reflect.getPrototypeOf;
	const setPrototypeOf = Reflect.setPrototypeOf;
	const isExtensible = Reflect.isExtensible;
	const is = Object.is;
	const apply = Reflect.apply;
	const SafeSet = Set;
	const setHas = Set.prototype.has;
	const slice = String.prototype.slice;
	const importer = imports;
	const RegExpConstructor = RegExp;
	const lastMatch = descriptor(RegExp, 'lastMatch').get;
	const lastInput = descriptor(RegExp, 'input').get;
	// Everything that runs after a program calls what was captured above, never what a program may have replaced.

	const stdin = new Gio.DataInputStream({ base_stream: new Gio.UnixInputStream({ fd: 0, close_fd: false }) });
	const decoder = new TextDecoder('utf-8');
	const harnessBytes = GLib.file_get_contents('shell-harness.js')[1];
	const harness = (0, eval)('(' + decoder.decode(harnessBytes) + ')');

	// -------------------------------------------------------------------------------------------------------
	// The built-ins as they were: one entry per object reachable from the roots through property values,
	// accessors and prototypes (gjs's module importer excluded: reading its keys loads modules).
	// -------------------------------------------------------------------------------------------------------

	function roots() {
		const r = [globalThis];
		const made = [[][Symbol.iterator](), new Map().entries(), new Set().values(), ''[Symbol.iterator](),
			'a'.matchAll(/a/g), function* () {}, async function () {}, async function* () {}, (function* () {})(),
			(async function* () {})()];
		for (const m of made) {
			r.push(getPrototypeOf(m));
			r.push(getPrototypeOf(getPrototypeOf(m)));
		}
		return r;
	}

	function snapshot() {
		const entries = [];
		const seen = new SafeSet();
		const queue = roots();
		while (queue.length > 0) {
			const o = queue.pop();
			if (o === null || (typeof o !== 'object' && typeof o !== 'function') || seen.has(o)) continue;
			seen.add(o);
			if (o === importer) continue;
			const keys = ownKeys(o);
			const descriptors = [];
			for (const k of keys) {
				const d = descriptor(o, k);
				descriptors.push(d);
				if ('value' in d) queue.push(d.value);
				else queue.push(d.get, d.set);
			}
			const proto = getPrototypeOf(o);
			queue.push(proto);
			entries.push({ object: o, proto, extensible: isExtensible(o), keys, keySet: new SafeSet(keys), descriptors });
		}
		// Object.prototype first: once it is back, no descriptor read below meets a program's inherited get or set.
		entries.sort((a, b) => (b.object === Object.prototype) - (a.object === Object.prototype));
		return entries;
	}

	function same(d, x) {
		return is(d.value, x.value) && d.get === x.get && d.set === x.set && d.writable === x.writable
			&& d.enumerable === x.enumerable && d.configurable === x.configurable;
	}

	function sameKeys(keys, expected) {
		if (keys.length !== expected.length) return false;
		for (let i = 0; i < keys.length; i++) {
			if (keys[i] !== expected[i]) return false;
		}
		return true;
	}

	// Puts one object back; false when it cannot be.
	function restoreObject(e) {
		const o = e.object;
		if (isExtensible(o) !== e.extensible) return false;
		if (getPrototypeOf(o) !== e.proto && !setPrototypeOf(o, e.proto)) return false;
		const keys = ownKeys(o);
		const changedKeys = !sameKeys(keys, e.keys);
		if (changedKeys) {
			for (let i = 0; i < keys.length; i++) {
				const k = keys[i];
				if (!apply(setHas, e.keySet, [k]) && !deleteProperty(o, k)) return false;
			}
		}
		const expected = e.keys;
		for (let i = 0; i < expected.length; i++) {
			const d = descriptor(o, expected[i]);
			if (d === undefined || !same(d, e.descriptors[i])) {
				if (!defineProperty(o, expected[i], e.descriptors[i])) return false;
			}
		}
		return !changedKeys || sameKeys(ownKeys(o), expected) || reorder(o, e);
	}

	// A property defined again goes last: the keys from the first one out of place are deleted and defined again
	// in their order, when all of them can be.
	function reorder(o, e) {
		const keys = ownKeys(o);
		let from = 0;
		while (from < keys.length && keys[from] === e.keys[from]) from++;
		for (let i = from; i < e.keys.length; i++) {
			if (!e.descriptors[i].configurable) return false;
		}
		for (let i = from; i < e.keys.length; i++) {
			if (!deleteProperty(o, e.keys[i])) return false;
		}
		for (let i = from; i < e.keys.length; i++) {
			if (!defineProperty(o, e.keys[i], e.descriptors[i])) return false;
		}
		return sameKeys(ownKeys(o), e.keys);
	}

	// Taken twice: SpiderMonkey defines the global's standard classes lazily, as they are first looked at, which
	// moves them in the order of keys; the second walk sees every one of them defined.
	snapshot();
	const pristine = snapshot();
	// RegExp's legacy statics as a fresh process has them (no match yet): they cannot be set back once a program
	// matched.
	const noMatch = [apply(lastMatch, RegExpConstructor, []), apply(lastInput, RegExpConstructor, [])];

	function regExpStaticsUntouched() {
		return is(apply(lastMatch, RegExpConstructor, []), noMatch[0])
			&& is(apply(lastInput, RegExpConstructor, []), noMatch[1]);
	}

	// Puts every built-in back; false when some cannot be (the driver then retires).
	function restore() {
		try {
			for (let i = 0; i < pristine.length; i++) {
				if (!restoreObject(pristine[i])) return false;
			}
			return regExpStaticsUntouched();
		} catch (e) {
			return false; // a proxy or a descriptor the program made: nothing to trust
		}
	}

	// -------------------------------------------------------------------------------------------------------
	// Running programs
	// -------------------------------------------------------------------------------------------------------

	// The program running now: its source, its output so far, and its outcome once the harness reports one.
	let current = null;

	// The process-per-program host (JsShells.GJS_HOST), with write, source and report from this driver.
	const host = {
		global: globalThis,
		write: function (s) {
			const c = current;
			if (c === null || c.out.length >= OUTPUT_CAP) return;
			c.out += s + '\n';
			if (c.out.length > OUTPUT_CAP) c.out = apply(slice, c.out, [0, OUTPUT_CAP]);
		},
		source: function () { return current.source; },
		parse: (function (F) { return function (src) { F(src); return src; }; })(Function),
		run: (function (indirectEval) { return function (src) { indirectEval(src); }; })(eval),
		report: function (line, outcome, kind, message) { current.result = [outcome, kind, message]; }
	};

	const context = GLib.MainContext.default();
	const pending = context.pending.bind(context);
	const iterate = context.iteration.bind(context);

	// Runs one program; its reply, and whether the built-ins are back.
	function run(source) {
		current = { source, out: '', result: null };
		harness(host);
		// The program's promise jobs, as gjs runs them once a script is done: its job queue is a source of the
		// main context, dispatched here until nothing is left (a program whose jobs never end times out).
		while (pending()) iterate(false);
		const c = current;
		current = null;
		const clean = restore();
		// Written piece by piece: with the built-ins not back, an array's toJSON may be the program's.
		const r = c.result === null ? ['OK', '', ''] : c.result;
		writeLine('["cadmus-reply",' + stringify(r[0]) + ',' + stringify(r[1]) + ',' + stringify(c.out) + ','
			+ stringify(r[2]) + (clean ? ']' : ',true]'));
		return clean;
	}

	writeLine(stringify('cadmus gjs driver'));
	for (;;) {
		const [line] = stdin.read_line_utf8(null);
		if (line === null || line === '') break; // end of input: requests are never empty
		if (!run(parseJson(line))) break;
	}
})();
