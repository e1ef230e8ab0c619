package cadmus.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * CPU time the whole machine spent busy (every process, the kernel too), from Linux's /proc/stat: what a
 * benchmark needs to say how much CPU a program costs across the JVM, its worker JVMs and the engines'
 * processes. -1 where /proc/stat is not there.
 */
final class MachineCpu {

	private static final Path STAT = Path.of("/proc/stat");
	/** /proc/stat counts in USER_HZ ticks, 100 per second on Linux's supported architectures. */
	private static final double TICKS_PER_SECOND = 100;

	private MachineCpu() {
	}

	/** Busy CPU seconds since boot, summed over the cores (all but idle and I/O wait), or -1. */
	static double busySeconds() {
		try {
			String[] fields = Files.readAllLines(STAT).get(0).trim().split("\\s+");
			long busy = 0;
			for (int i = 1; i < fields.length; i++) {
				// user nice system idle iowait irq softirq steal guest guest_nice; guest time is within user
				if (i != 4 && i != 5 && i < 9) {
					busy += Long.parseLong(fields[i]);
				}
			}
			return busy / TICKS_PER_SECOND;
		} catch (IOException | RuntimeException e) {
			return -1;
		}
	}

	static int cores() {
		return Runtime.getRuntime().availableProcessors();
	}
}
