package cadmus.app.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Fault-injecting Lua implementations for campaigns given with {@code --command "fake=sh SCRIPT"}: shell
 * scripts that misbehave on programs with a repeat loop, each the way one oracle catches.
 */
enum FaultyLua {

	/** Crashes (SIGSEGV) on programs with a repeat loop and prints nothing otherwise: the crash oracle's. */
	SEGFAULT_ON_REPEAT("""
			#!/bin/sh
			# Crashes (SIGSEGV) on programs with a repeat loop, prints nothing otherwise.
			if grep -q "repeat" "$1"; then kill -SEGV $$; fi
			exit 0
			"""),
	/**
	 * Crashes (SIGSEGV) on every generated program (each calls the prelude's emit) and runs the canaries clean: every
	 * program of a campaign becomes a finding, so the store keeps every program's text.
	 */
	SEGFAULT_ON_GENERATED("""
			#!/bin/sh
			# Crashes (SIGSEGV) on generated programs (they call the prelude's emit), prints nothing otherwise.
			if grep -q "emit(" "$1"; then kill -SEGV $$; fi
			exit 0
			"""),
	/** Crashes on nothing and prints nothing: SEGFAULT_ON_REPEAT once its bug is fixed. */
	CLEAN("""
			#!/bin/sh
			# Crashes on nothing and prints nothing.
			exit 0
			"""),
	/**
	 * Runs C Lua 5.1, but crashes (SIGSEGV) on programs with a repeat loop: one bug that the crash oracle buckets and
	 * the differential oracle sees as the crashed implementation disagreeing with the others.
	 */
	LUA51_SEGFAULT_ON_REPEAT("""
			#!/bin/sh
			# Runs Lua 5.1, but crashes (SIGSEGV) on programs with a repeat loop.
			if grep -q "repeat" "$1"; then kill -SEGV $$; fi
			exec lua5.1 "$1"
			"""),
	/** Runs Lua 5.1 as it is: LUA51_SEGFAULT_ON_REPEAT once its bug is fixed. */
	LUA51("""
			#!/bin/sh
			# Runs Lua 5.1.
			exec lua5.1 "$1"
			"""),
	/** Runs Lua 5.4, with one line too many after programs with a repeat loop: the differential oracle's. */
	EXTRA_LINE_ON_REPEAT("""
			#!/bin/sh
			# Runs Lua 5.4, but prints one line too many after programs with a repeat loop.
			lua5.4 "$1"; status=$?
			if grep -q "repeat" "$1"; then echo extra; fi
			exit $status
			"""),
	/** Runs Lua 5.4, but fails with a runtime error on programs with a repeat loop: the no-exception oracle's. */
	ERROR_ON_REPEAT("""
			#!/bin/sh
			# Runs Lua 5.4, but fails with a runtime error on programs with a repeat loop.
			if grep -q "repeat" "$1"; then echo "lua5.4: $1:1: attempt to compare nil with number" >&2; exit 1; fi
			exec lua5.4 "$1"
			""");

	private final String script;

	FaultyLua(String script) {
		this.script = script;
	}

	/** Writes the script to {@code file} and returns it. */
	Path write(Path file) throws IOException {
		return Files.writeString(file, script);
	}
}
