package cadmus.campaign.tests;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.DecisionSource;
import cadmus.api.GenerationRules;
import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.RulesException;
import cadmus.api.SizeBound;

/**
 * The real generator with a defect injected: it gives up, as broken rules do, on every program whose tree has a
 * node count divisible by {@value #EVERY}, which depends on the program alone (not on the thread or the order it
 * is made in), so a test can tell in advance which of a campaign's programs it fails.
 */
final class DefectiveGenerator implements Generator {

	static final int EVERY = 4;
	static final String MESSAGE = "injected defect: no cheap production for a tree of ";

	private final Generator real;

	DefectiveGenerator(Generator real) {
		this.real = real;
	}

	@Override
	public EObject generate(Language language, GenerationRules rules, DecisionSource decisions, SizeBound bound) {
		var tree = real.generate(language, rules, decisions, bound);
		int nodes = nodes(tree);
		if (fails(nodes)) {
			throw new RulesException(MESSAGE + nodes + " nodes");
		}
		return tree;
	}

	static boolean fails(int nodes) {
		return nodes % EVERY == 0;
	}

	static int nodes(EObject tree) {
		int n = 1;
		for (var it = tree.eAllContents(); it.hasNext(); it.next()) {
			n++;
		}
		return n;
	}
}
