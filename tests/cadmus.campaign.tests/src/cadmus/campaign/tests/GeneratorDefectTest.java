package cadmus.campaign.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.io.TempDir;

import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Oracle;
import cadmus.api.Verdict;
import cadmus.campaign.Campaign;
import cadmus.campaign.CampaignConfig;
import cadmus.campaign.GeneratorDefect;
import cadmus.campaign.ProgramMaker;
import cadmus.campaign.report.HtmlReport;
import cadmus.campaign.report.ReportReader;
import cadmus.campaign.store.CampaignStore;
import cadmus.testing.Services;

/**
 * A campaign whose generator gives up on some programs ({@link DefectiveGenerator}, on about one in four) records
 * each of them as an invalid program with the verdict "generator defect" and the generator's message, counts it
 * as invalid, shows it in the report's summary, and goes on: every other program is run and judged as usual. Both
 * schedules, since each makes its programs on its own path (pipelined: on generator threads ahead of the lanes).
 */
class GeneratorDefectTest {

	private static final int PROGRAMS = 40;

	@TempDir
	Path dir;

	@Test
	void pipelinedAProgramTheGeneratorCannotMakeIsAnInvalidProgramAndTheCampaignGoesOn() {
		campaignWithDefects(Campaign.Schedule.PIPELINED);
	}

	@Test
	void sequentialAProgramTheGeneratorCannotMakeIsAnInvalidProgramAndTheCampaignGoesOn() {
		campaignWithDefects(Campaign.Schedule.SEQUENTIAL);
	}

	/**
	 * A generator that fails with an error, not a rules exception (a bundle built against another version of the
	 * engine throws NoSuchMethodError), ends the campaign with that error, on either schedule: before, a pipelined
	 * campaign waited for ever for the programs its generator thread would never make.
	 */
	@ParameterizedTest
	@EnumSource(Campaign.Schedule.class)
	@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
	void aGeneratorFailingWithAnErrorEndsTheCampaignWithIt(Campaign.Schedule schedule) {
		var registry = Services.get(LanguageRegistry.class);
		Language lua = registry.language("lua").orElseThrow();
		var luaj = registry.implementations("lua").stream().filter(i -> i.id().equals("lua.luaj")).findFirst().orElseThrow();
		var config = new CampaignConfig("lua", "5.1", List.of("lua.luaj"), List.of("crash"), 1, 1, 0, PROGRAMS, 30,
				5000, 1L << 30, 0, Map.of(), List.of());
		Generator broken = (language, rules, decisions, bound) -> {
			throw new NoSuchMethodError("injected: 'java.util.List cadmus.generate.TreeBuilder.ancestors()'");
		};
		var store = CampaignStore.create(dir.resolve("error-" + schedule), config);
		var campaign = new Campaign(store, dir.resolve("error-" + schedule), lua, broken, Services.techniques(),
				List.of(luaj),
				Services.all(Oracle.class, 4), schedule);
		var failure = assertThrows(RuntimeException.class, () -> campaign.run(campaign.prepare()));
		assertTrue(failure.getMessage().contains("NoSuchMethodError: injected"), failure.toString());
		store.close();
	}

	private void campaignWithDefects(Campaign.Schedule schedule) {
		var registry = Services.get(LanguageRegistry.class);
		Generator real = Services.get(Generator.class);
		Language lua = registry.language("lua").orElseThrow();
		var luaj = registry.implementations("lua").stream().filter(i -> i.id().equals("lua.luaj")).findFirst().orElseThrow();
		List<Oracle> oracles = Services.all(Oracle.class, 4);
		var config = new CampaignConfig("lua", "5.1", List.of("lua.luaj"), List.of("crash", "no-exception"), 1, 1, 0,
				PROGRAMS, 30, 5000, 1L << 30, 0, Map.of(), List.of());

		// Which programs the defect hits, from the real generator's programs: a quarter or so, and not all.
		var maker = new ProgramMaker(lua, real, config, Services.techniques(), java.util.Map.of(), null);
		var defective = new TreeSet<Long>();
		for (long i = 0; i < PROGRAMS; i++) {
			if (DefectiveGenerator.fails(maker.make(i).nodes())) {
				defective.add(i);
			}
		}
		assertTrue(defective.size() >= 3 && defective.size() <= PROGRAMS - 3,
				"the defect hits " + defective + "; choose other programs");

		var store = CampaignStore.create(dir.resolve(schedule.name()), config);
		var campaign = new Campaign(store, dir.resolve(schedule.name()), lua, new DefectiveGenerator(real), Services.techniques(),
				List.of(luaj), oracles, schedule);
		var result = campaign.run(campaign.prepare());
		assertFalse(result.stopped());

		var counters = store.counters();
		assertEquals(PROGRAMS, counters.programs(), "every program is recorded, the defective ones too");
		assertEquals(defective.size(), counters.invalid(), "each defective program counts as invalid");
		assertEquals(PROGRAMS - defective.size(), store.outcomeCounts().get("lua.luaj").values().stream()
				.mapToLong(Long::longValue).sum(), "every other program ran");
		for (long i = 0; i < PROGRAMS; i++) {
			var program = store.program(i);
			if (!defective.contains(i)) {
				assertTrue(program.isEmpty() || program.get().verdicts().stream()
						.noneMatch(v -> v.oracle().equals(GeneratorDefect.ORACLE)), "program " + i + ": " + program);
				continue;
			}
			var verdicts = program.orElseThrow(() -> new AssertionError("defective program not stored")).verdicts();
			assertEquals(1, verdicts.size(), verdicts.toString());
			var verdict = verdicts.get(0);
			assertEquals(Verdict.Kind.INVALID, verdict.kind());
			assertEquals(GeneratorDefect.ORACLE, verdict.oracle());
			assertEquals(GeneratorDefect.SIGNATURE, verdict.signature());
			assertTrue(verdict.summary().contains(DefectiveGenerator.MESSAGE), verdict.summary());
			assertTrue(program.get().executions().isEmpty(), "a program never made never ran");
		}
		assertTrue(store.findings().stream().noneMatch(f -> defective.contains(f.programIndex())),
				"a generator defect is never a finding");

		String html = HtmlReport.render(ReportReader.read(store, "defects"));
		assertTrue(html.contains("<th scope=\"row\">Invalid (generator defects)</th><td class=\"num\">" + defective.size() + "</td>"),
				html.substring(html.indexOf("<section id=\"summary\">"), html.indexOf("</section>")));
		store.close();
	}
}
