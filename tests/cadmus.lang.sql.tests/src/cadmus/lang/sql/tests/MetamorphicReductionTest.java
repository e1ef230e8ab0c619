package cadmus.lang.sql.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import cadmus.api.ExecutionLimits;
import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.ImplementationSession;
import cadmus.api.Language;
import cadmus.api.Oracle;
import cadmus.api.Outcome;
import cadmus.api.Program;
import cadmus.api.SizeBound;
import cadmus.api.Trial;
import cadmus.generate.RecordingDecisionSource;
import cadmus.generate.ReplayDecisionSource;
import cadmus.generate.SeededDecisionSource;
import cadmus.generate.Trace;
import cadmus.lang.sql.NorecOracle;
import cadmus.lang.sql.TlpOracle;
import cadmus.reduce.CandidateTest;
import cadmus.reduce.ProgramSource;
import cadmus.reduce.Reducer;
import cadmus.reduce.TokenCount;
import cadmus.testing.Services;

/**
 * Reduction for SQL's metamorphic oracles, on a seeded fault: the first TLP and the first NoREC finding that
 * the row-dropping engine ({@link RowDroppingEngine}) shows on generated programs are reduced by tree and
 * decision edits to a tenth of their size or less, and the reduced program, judged again on fresh sessions,
 * still lands in the finding's bucket (same oracle, same signature). The programs are generated at four times
 * the language's default size, as a campaign with a larger --size would, and the finding taken is the first
 * whose program has at least {@value #LEAST_TOKENS} tokens: a table and a TLP check alone (a query and the
 * union of its three partitions) are some sixty, an aggregate's check over a join some 135 (the first finding of 600
 * tokens or more, since EET checks joined the programs, is one), so only from ten times that can a tenth be asked for.
 */
class MetamorphicReductionTest {

	private static final ExecutionLimits LIMITS = new ExecutionLimits(Duration.ofSeconds(20), 1 << 16);
	private static final int SEARCH = 600;
	private static final int LEAST_TOKENS = 1000;
	private static SizeBound size;

	private static Language sql;
	private static Generator generator;
	private static Implementation h2;
	private static Implementation dropping;

	@BeforeAll
	static void engines() {
		sql = Services.get(Language.class, "(cadmus.language=sql)");
		generator = Services.get(Generator.class, null);
		h2 = SqlImplementationsTest.implementations().stream().filter(i -> i.id().equals("sql.h2")).findFirst()
				.orElseThrow();
		dropping = RowDroppingImplementation.of(h2);
		size = new SizeBound(4 * sql.defaultSize());
	}

	private static Oracle oracle(String id) {
		return id.equals(TlpOracle.ID) ? new TlpOracle() : new NorecOracle();
	}

	@ParameterizedTest
	@ValueSource(strings = { TlpOracle.ID, NorecOracle.ID })
	void theFirstFindingIsReducedToATenthAndStillLandsInItsBucket(String oracleId) {
		var oracle = oracle(oracleId);
		Trace trace = null;
		Program original = null;
		String signature = null;
		try (var judge = new Judging(oracle, null)) {
			for (int i = 0; i < SEARCH && signature == null; i++) {
				var recording = new RecordingDecisionSource(SeededDecisionSource.forProgram(1, i));
				var tree = generator.generate(sql, recording, size);
				original = new Program("sql", "p" + i, sql.programText(tree, sql.rules()), "seed 1 index " + i);
				trace = recording.trace();
				if (TokenCount.of(original.text()) >= LEAST_TOKENS) {
					signature = judge.signature(original).orElse(null);
				}
			}
		}
		assertTrue(signature != null, "no " + oracleId + " finding in " + SEARCH + " programs");
		String bucket = signature;
		ProgramSource source = (t, aims, unobserved) -> {
			var recording = RecordingDecisionSource.withShape(new ReplayDecisionSource(t, aims, unobserved));
			var tree = generator.generate(sql, recording, size);
			return Optional.of(new ProgramSource.Replayed(new Program("sql", "candidate", sql.programText(tree, sql.rules()),
					"reduction"), recording.trace(), recording.shape()));
		};
		var r = new Reducer(source, text -> true, () -> new Judging(oracle, bucket)).reduce(original, trace,
				new Reducer.Options(2, Duration.ofMinutes(2), false));
		System.out.printf("MetamorphicReductionTest: %s finding '%s' reduced from %d to %d tokens (prelude %d) "
				+ "in %d ms, %d candidates%n%s%n", oracleId, bucket, r.originalTokens(), r.reducedTokens(), Math.max(0, r.preludeTokens()),
				r.took().toMillis(), r.candidatesRun(), r.reducedText());
		assertTrue(r.verified(), "the finding reproduced");
		int before = r.originalTokens() - Math.max(0, r.preludeTokens());
		int after = r.reducedTokens() - Math.max(0, r.preludeTokens());
		assertTrue(after * 10 <= before, oracleId + ": " + before + " to " + after + " tokens");
		// Judged once more, on sessions of its own: the reduced program is in the finding's bucket.
		try (var again = new Judging(oracle, bucket)) {
			assertTrue(again.reproduces(new Program("sql", "reduced", r.reducedText(), "reduced")), r.reducedText());
		}
	}

	/** Runs programs on H2 and the row-dropping engine and judges each with one oracle. */
	private static final class Judging implements CandidateTest {
		private final Oracle oracle;
		private final String bucket;
		private final ImplementationSession real = h2.open(LIMITS);
		private final ImplementationSession faulty = dropping.open(LIMITS);

		Judging(Oracle oracle, String bucket) {
			this.oracle = oracle;
			this.bucket = bucket;
		}

		/** The signature of the oracle's finding on this program, if it has one and H2 itself ran it cleanly. */
		Optional<String> signature(Program program) {
			var executions = List.of(MetamorphicOracleTest.normalized(h2, real.run(program)),
					MetamorphicOracleTest.normalized(dropping, faulty.run(program)));
			if (executions.get(0).outcome() != Outcome.OK) {
				return Optional.empty();
			}
			return oracle.judge(new Trial(program, executions, List.of())).stream()
					.filter(v -> v.kind() == cadmus.api.Verdict.Kind.FINDING).map(v -> v.signature()).findFirst();
		}

		@Override
		public boolean reproduces(Program candidate) {
			return signature(candidate).filter(bucket::equals).isPresent();
		}

		@Override
		public void close() {
			real.close();
			faulty.close();
		}
	}
}
