package cadmus.app.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A fault-injecting implementation for campaigns given with {@code --command "fake=sh SCRIPT"}: a shell
 * script that crashes (SIGSEGV) on Lua programs with a repeat loop and prints nothing otherwise.
 */
final class SegfaultOnRepeat {

	static final String SCRIPT = """
			#!/bin/sh
			# Crashes (SIGSEGV) on programs with a repeat loop, prints nothing otherwise.
			if grep -q "repeat" "$1"; then kill -SEGV $$; fi
			exit 0
			""";

	private SegfaultOnRepeat() {
	}

	/** Writes the script to {@code file} and returns it. */
	static Path write(Path file) throws IOException {
		return Files.writeString(file, SCRIPT);
	}
}
