package cadmus.campaign;

import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;

import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.Oracle;
import cadmus.api.Program;
import cadmus.campaign.store.CampaignStore;
import cadmus.reduce.TreeSyntax;

/**
 * A stored finding's interestingness test for programs made elsewhere (an external reducer's candidates, a
 * program edited by hand): whether a text is a program of the language and, run on the finding's
 * implementations and judged by its oracle as the campaign judged it, lands in the finding's bucket. It is the
 * test Cadmus's own reducer applies to its text candidates. Safe for several threads: each judging borrows
 * a test whose implementation sessions stay open (warm) between programs; {@link #close()} closes them all.
 */
public final class BucketJudge implements AutoCloseable {

	/** What became of one program: in the bucket, or why not. */
	public record Answer(boolean sameBucket, String why) {
	}

	private final Language language;
	private final FindingContext context;
	private final CampaignConfig config;
	private final LinkedBlockingQueue<FindingTest> idle = new LinkedBlockingQueue<>();
	private final LinkedBlockingQueue<FindingTest> all = new LinkedBlockingQueue<>();

	/** @throws CampaignException when the finding, its oracle or an implementation is missing */
	public BucketJudge(CampaignStore store, Language language, long findingId, Map<String, Implementation> implementations,
			Map<String, Oracle> oracles) {
		this.language = language;
		this.context = FindingContext.of(store, findingId, implementations, oracles);
		this.config = store.config();
	}

	/** The finding's bucket signature, as its oracle wrote it. */
	public String signature() {
		return context.finding().signature();
	}

	/** Judges one program text (its name only labels it). */
	public Answer judge(String name, String text) {
		if (!TreeSyntax.of(language).parses(text)) {
			return new Answer(false, "not a program of the language (it does not parse)");
		}
		var test = idle.poll();
		if (test == null) {
			test = context.test(config);
			all.add(test);
		}
		try {
			var program = new Program(language.id(), name, text, "judged against finding " + context.finding().id());
			var verdicts = test.judge(program).verdicts();
			if (verdicts.stream().anyMatch(test::inBucket)) {
				return new Answer(true, "in the bucket");
			}
			String oracle = context.oracle().id();
			return verdicts.stream().filter(test::isFinding).findFirst().map(v -> new Answer(false, "another bucket: " + v.signature()))
					.orElseGet(() -> new Answer(false, "no finding of " + oracle + (verdicts.isEmpty() ? ""
							: " (" + verdicts.get(0).kind() + " " + verdicts.get(0).signature() + ")")));
		} finally {
			idle.add(test);
		}
	}

	@Override
	public void close() {
		all.forEach(FindingTest::close);
	}
}
