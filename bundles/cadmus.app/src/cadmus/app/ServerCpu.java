package cadmus.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * CPU time of a server's processes on this machine, by their command name ({@code postgres}: the postmaster and every
 * backend), read from /proc: what a database server spent serving, for a server that runs here. Processes that
 * ended between two readings are not counted, so a difference errs low.
 */
final class ServerCpu {

	/** Linux's clock ticks per second, which /proc counts in (USER_HZ, 100 on every Linux Cadmus runs on). */
	private static final double TICKS = 100.0;

	private ServerCpu() {
	}

	/** Seconds of CPU (user and system) of every running process named {@code command}; -1 without /proc. */
	static double seconds(String command) {
		try (Stream<Path> processes = Files.list(Path.of("/proc"))) {
			double total = 0;
			for (Path process : processes.filter(p -> p.getFileName().toString().chars().allMatch(Character::isDigit)).toList()) {
				try {
					String stat = Files.readString(process.resolve("stat"));
					int open = stat.indexOf('('), close = stat.lastIndexOf(')');
					if (open < 0 || close < 0 || !stat.substring(open + 1, close).equals(command)) {
						continue;
					}
					String[] fields = stat.substring(close + 2).split(" ");
					// After the name: state is field 3; utime and stime are fields 14 and 15.
					total += (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) / TICKS;
				} catch (IOException | RuntimeException e) {
					// The process ended while being read.
				}
			}
			return total;
		} catch (IOException e) {
			return -1;
		}
	}
}
