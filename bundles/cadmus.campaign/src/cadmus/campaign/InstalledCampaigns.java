package cadmus.campaign;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.Oracle;
import cadmus.api.Technique;
import cadmus.campaign.report.ReportFile;
import cadmus.campaign.store.CampaignStore;

/** The {@link CampaignService} over the languages, implementations and oracles Declarative Services has now. */
@Component(service = CampaignService.class)
public final class InstalledCampaigns implements CampaignService {

	@Reference
	private LanguageRegistry registry;

	@Reference
	private Generator generator;

	/** Core and language oracles; language bundles may come and go while an IDE runs. */
	@Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
	private volatile List<Oracle> installed;

	/** The techniques installed; bundles may come and go while an IDE runs. */
	@Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
	private volatile List<Technique> techniques;

	private List<Technique> techniques() {
		var current = techniques;
		return current == null ? List.of() : List.copyOf(current);
	}

	/** A maker of a stored campaign's programs again, by its techniques as installed now. */
	private ProgramMaker maker(CampaignStore store) {
		return ProgramMaker.of(CampaignParts.language(registry, store.config()), generator, store, techniques());
	}

	@Override
	public List<Oracle> oracles() {
		var current = installed;
		return current == null ? List.of() : List.copyOf(current);
	}

	@Override
	public CampaignConfig configure(CampaignSettings s) {
		Language language = registry.language(s.languageId())
				.orElseThrow(() -> new MissingPartException("language " + s.languageId() + " is not installed"));
		String dialect = s.dialect().isEmpty() ? language.dialects().get(0) : s.dialect();
		if (!language.dialects().contains(dialect)) {
			throw new IllegalArgumentException("unknown dialect '" + dialect + "' of " + language.id() + "; known: "
					+ String.join(", ", language.dialects()));
		}
		if (s.workers() < 1 || s.size() != null && s.size() < 1 || s.timeoutSeconds() < 1 || s.memoryMib() < 16) {
			throw new IllegalArgumentException("workers, size and timeout must be positive, memory at least 16 MiB");
		}
		if (s.count() != null && s.count() < 1) {
			throw new IllegalArgumentException("the program count must be positive");
		}
		var all = CampaignParts.implementationsById(registry, language.id());
		s.commands().forEach((id, command) -> all.put(id, CampaignParts.command(id, language, dialect, command)));
		var chosen = new ArrayList<Implementation>();
		if (s.implementations() == null) {
			all.values().stream().filter(i -> i.dialect().equals(dialect) && (i.inDefaultSet() || s.commands().containsKey(i.id())))
					.forEach(chosen::add);
		} else {
			for (String id : s.implementations()) {
				var implementation = all.get(id);
				if (implementation == null || !implementation.dialect().equals(dialect)) {
					throw new IllegalArgumentException("no implementation '" + id + "' of " + language.id() + " " + dialect);
				}
				chosen.add(implementation);
			}
		}
		if (chosen.isEmpty()) {
			throw new MissingPartException("no implementation of " + language.id() + " " + dialect + " is installed");
		}
		var oracles = CampaignParts.oraclesById(oracles(), language.id());
		List<String> oracleIds = s.oracles() == null ? List.copyOf(oracles.keySet()) : s.oracles();
		for (String id : oracleIds) {
			if (!oracles.containsKey(id)) {
				throw new IllegalArgumentException("unknown oracle '" + id + "'; known: " + String.join(", ", oracles.keySet()));
			}
		}
		long timeLimit = s.time() != null ? s.time().toSeconds() : s.count() == null ? Duration.ofMinutes(10).toSeconds() : 0;
		long seed = s.seed() != null ? s.seed() : System.currentTimeMillis() % 1_000_000_000L;
		return new CampaignConfig(language.id(), dialect, chosen.stream().map(Implementation::id).toList(), oracleIds,
				seed, s.workers(), timeLimit, s.count() == null ? 0 : s.count(),
				s.size() == null ? language.defaultSize() : s.size(), s.timeoutSeconds() * 1000L, s.memoryMib() * (1L << 20),
				s.nondeterminismPercent(), s.commands(), List.copyOf(Language.lackedByAny(chosen)), s.guidance(),
				s.coverage());
	}

	@Override
	public Campaign open(CampaignStore store, Path dir) {
		var config = store.config();
		return new Campaign(store, dir, CampaignParts.language(registry, config), generator, techniques(),
				CampaignParts.implementations(registry, config), CampaignParts.oracles(oracles(), config));
	}

	@Override
	public Reproduction.Result reproduce(CampaignStore store, long findingId) {
		var config = store.config();
		return new Reproduction(store, maker(store)).reproduce(findingId,
				CampaignParts.implementationsById(registry, config), CampaignParts.oraclesById(oracles(), config.languageId()));
	}

	@Override
	public ReducedFindings.Kept reduce(CampaignStore store, Path dir, long findingId, cadmus.reduce.Reducer.Options options)
			throws IOException {
		var config = store.config();
		var language = CampaignParts.language(registry, config);
		var reduction = new FindingReduction(store, language, maker(store)).reduce(findingId,
				CampaignParts.implementationsById(registry, config), CampaignParts.oraclesById(oracles(), config.languageId()),
				options);
		var kept = ReducedFindings.keep(store, dir, language, findingId, reduction);
		new FindingsJsonl(dir).rewrite(store);
		writeReport(store, dir);
		return kept;
	}

	@Override
	public cadmus.campaign.upstream.UpstreamCase upstreamCase(CampaignStore store, Path dir, long findingId, String tracker,
			String specification) {
		var config = store.config();
		return cadmus.campaign.upstream.UpstreamCases.ofCampaignFinding(store, dir.toString(), findingId,
				CampaignParts.language(registry, config), CampaignParts.implementationsById(registry, config), tracker,
				specification);
	}

	@Override
	public List<cadmus.api.Program> corpusPrograms(CampaignStore store) {
		var maker = maker(store);
		return store.corpus().stream().map(entry -> maker.fromInput(entry.index(), entry.input()).program()).toList();
	}

	@Override
	public Path writeReport(CampaignStore store, Path dir) throws IOException {
		return ReportFile.write(store, dir);
	}
}
