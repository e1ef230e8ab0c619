package cadmus.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import cadmus.campaign.store.CampaignStore;
import cadmus.store.PostgresAddress;

/**
 * What keeping a campaign cost its store over a measured time, per program: the store's writes (a batch each, in one
 * transaction) and their time, commits included; on a shared PostgreSQL store also the rows the database wrote and
 * its commits (pg_stat_database, which counts every client of the database), the schema's bytes per stored program,
 * and the CPU of the server's processes when the server runs on this machine.
 */
record StoreCost(boolean shared, long programs, double writesPerProgram, double millisPerWrite, double rowsPerProgram,
		double commitsPerProgram, double bytesPerProgram, double serverCpuMillisPerProgram) {

	/** The counters at one moment. */
	record Reading(boolean shared, long writes, long writeNanos, long commits, long rows, long bytes, long stored,
			double serverCpuSeconds) {

		/** The counters of the stores of one campaign: one process's, or those of processes joined to it. */
		static Reading of(List<CampaignStore> stores, PostgresAddress address) throws SQLException {
			var store = stores.get(0);
			var tally = stores.stream().map(CampaignStore::writeTally).reduce((a, b) ->
					new cadmus.store.StoreDatabase.WriteTally(a.writes() + b.writes(), a.nanos() + b.nanos())).orElseThrow();
			long stored = store.counters().programs();
			if (address == null) {
				long bytes = 0;
				for (String file : List.of(CampaignStore.FILE, CampaignStore.FILE + "-wal")) {
					try {
						bytes += Files.size(store.dir().resolve(file));
					} catch (java.io.IOException e) {
						// No write-ahead log at this moment.
					}
				}
				return new Reading(false, tally.writes(), tally.nanos(), -1, -1, bytes, stored, -1);
			}
			try (var c = new org.postgresql.Driver().connect(address.url(), new Properties())) {
				long commits, rows, bytes;
				try (var q = c.prepareStatement("SELECT xact_commit, tup_inserted + tup_updated + tup_deleted "
						+ "FROM pg_stat_database WHERE datname = current_database()"); var r = q.executeQuery()) {
					r.next();
					commits = r.getLong(1);
					rows = r.getLong(2);
				}
				try (var q = c.prepareStatement("SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0) FROM pg_class c "
						+ "JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = ? AND c.relkind = 'r'")) {
					q.setString(1, address.schema());
					try (var r = q.executeQuery()) {
						r.next();
						bytes = r.getLong(1);
					}
				}
				return new Reading(true, tally.writes(), tally.nanos(), commits, rows, bytes, stored, ServerCpu.seconds("postgres"));
			}
		}
	}

	static StoreCost between(Reading before, Reading after, long programs) {
		double n = Math.max(1, programs);
		long writes = after.writes() - before.writes();
		return new StoreCost(after.shared(), programs, writes / n,
				writes == 0 ? 0 : (after.writeNanos() - before.writeNanos()) / 1e6 / writes,
				after.shared() ? (after.rows() - before.rows()) / n : -1,
				after.shared() ? (after.commits() - before.commits()) / n : -1,
				after.stored() == 0 ? 0 : (double) after.bytes() / after.stored(),
				after.shared() && before.serverCpuSeconds() >= 0 && after.serverCpuSeconds() >= 0
						? 1000 * (after.serverCpuSeconds() - before.serverCpuSeconds()) / n : -1);
	}

	String describe() {
		var line = new StringBuilder(String.format("(store %s: %.3f writes/program, %.2f ms/write, %.0f bytes/program",
				shared ? "shared" : "sqlite", writesPerProgram, millisPerWrite, bytesPerProgram));
		if (shared) {
			line.append(String.format(", %.1f rows/program, %.3f commits/program", rowsPerProgram, commitsPerProgram));
			if (serverCpuMillisPerProgram >= 0) {
				line.append(String.format(", server CPU %.3f ms/program", serverCpuMillisPerProgram));
			}
		}
		return line.append(')').toString();
	}

	/**
	 * The shared store's cost beside SQLite's (the medians of the rounds' rates), and how many such workers one
	 * server of this machine's cores would serve before its CPU is used up, from the server CPU each program cost.
	 */
	static List<String> compare(List<BenchCampaignCommand.CampaignRate> sqlite, List<BenchCampaignCommand.CampaignRate> shared,
			int cores) {
		var lines = new ArrayList<String>();
		double local = median(sqlite.stream().mapToDouble(BenchCampaignCommand.CampaignRate::programsPerSecond).toArray());
		double remote = median(shared.stream().mapToDouble(BenchCampaignCommand.CampaignRate::programsPerSecond).toArray());
		lines.add(String.format("shared store: %.1f programs/s against SQLite's %.1f (medians of %d rounds): %+.1f%%",
				remote, local, shared.size(), 100 * (remote - local) / local));
		double cpu = median(shared.stream().mapToDouble(r -> r.store().serverCpuMillisPerProgram()).toArray());
		double millisPerWrite = median(shared.stream().mapToDouble(r -> r.store().millisPerWrite()).toArray());
		double writes = median(shared.stream().mapToDouble(r -> r.store().writesPerProgram()).toArray());
		if (cpu > 0) {
			double perWorker = remote * cpu / 1000;
			lines.add(String.format("server CPU %.3f ms/program: a worker of %.1f programs/s keeps %.1f%% of a core busy; "
					+ "one server of %d cores serves about %.0f such workers before its CPU is the bottleneck", cpu, remote,
					100 * perWorker, cores, cores / perWorker));
		}
		lines.add(String.format("a worker waits %.2f ms per write, %.3f writes/program: %.2f ms of store time per program",
				millisPerWrite, writes, millisPerWrite * writes));
		return lines;
	}

	private static double median(double[] values) {
		var sorted = values.clone();
		java.util.Arrays.sort(sorted);
		int n = sorted.length;
		return n == 0 ? Double.NaN : n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
	}
}
