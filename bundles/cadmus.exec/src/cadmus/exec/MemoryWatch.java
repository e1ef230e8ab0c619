package cadmus.exec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a process's resident memory from /proc, for processes whose address space cannot be limited up
 * front (a JVM reserves far more address space than it uses; natives inside it allocate outside its heap).
 */
final class MemoryWatch {

	private MemoryWatch() {
	}

	/** Resident set size in bytes, or 0 when unknown (the process is gone, or this is not Linux). */
	static long residentBytes(long pid) {
		try {
			for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
				if (line.startsWith("VmRSS:")) {
					String[] parts = line.substring(6).strip().split("\\s+");
					return Long.parseLong(parts[0]) * 1024;
				}
			}
		} catch (IOException | RuntimeException e) {
			// Gone or unreadable: nothing to watch.
		}
		return 0;
	}
}
