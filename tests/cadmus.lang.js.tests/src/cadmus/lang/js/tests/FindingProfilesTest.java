package cadmus.lang.js.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;

import cadmus.api.Generator;
import cadmus.api.Implementation;
import cadmus.api.Language;
import cadmus.api.LanguageRegistry;
import cadmus.api.SizeBound;
import cadmus.exec.FindingHeader;
import cadmus.generate.SeededDecisionSource;
import cadmus.lang.js.js.ArrowFunction;
import cadmus.lang.js.js.AssignmentExpression;
import cadmus.lang.js.js.Binary;
import cadmus.lang.js.js.Case;
import cadmus.lang.js.js.ConditionalExpression;
import cadmus.lang.js.js.Index;
import cadmus.lang.js.js.Member;
import cadmus.lang.js.js.Name;
import cadmus.lang.js.js.Parenthesized;
import cadmus.lang.js.js.PostfixUpdate;
import cadmus.lang.js.js.PrefixUpdate;
import cadmus.lang.js.js.RegexLiteral;
import cadmus.lang.js.js.SubstitutionTemplate;
import cadmus.lang.js.js.UnaryExpression;
import cadmus.testing.KeptFindings;
import cadmus.testing.Services;
import cadmus.testing.Shapes;

/**
 * Every kept finding whose header says generation avoids its shape ({@code avoided=}) is checked against that
 * avoidance: the shape (a predicate on trees, per avoided feature) is found in the finding's own program, so the
 * predicate can see it; it is generated when nothing is avoided, so the avoidance is what keeps it out; and no
 * program generated for the engine's own profile (its {@link Implementation#lacks()}, as campaigns generate for it)
 * has it. For {@code avoided=rules} (the rules never write it, for any engine) programs generated with nothing
 * avoided must not have it.
 */
class FindingProfilesTest {

	/**
	 * Programs generated per profile. delete of a conditional and a group starting with ^ are the rarest shapes
	 * here (JsProfilesTest counts them in 4,000 programs); at 3,000 each shape still comes several times when
	 * nothing is avoided (the counts are in the failure message).
	 */
	private static final int PROGRAMS = 3000;

	/** How each avoided feature's shape looks in a tree. */
	private static final Map<String, Predicate<EObject>> SHAPES = new LinkedHashMap<>();
	/** Counts of the constructs the shape named "rules" combines. */
	private static final String CONDITIONALS = "any-conditional";
	private static final String ARROWS = "any-arrow";
	static {
		SHAPES.put("delete-binding", n -> deleted(n) instanceof Name);
		SHAPES.put("delete-value", n -> {
			EObject operand = deleted(n);
			return operand != null && !(operand instanceof Name || operand instanceof Member || operand instanceof Index);
		});
		SHAPES.put("delete-conditional", n -> deleted(n) instanceof ConditionalExpression);
		SHAPES.put("group-anchor", n -> n instanceof RegexLiteral r && (r.getValue().contains("(?:^") || r.getValue().contains("(?=^")));
		SHAPES.put("case-test-write", n -> n instanceof Case c && c.getTest() != null
				&& Shapes.count(c.getTest(), w -> w instanceof AssignmentExpression || w instanceof PostfixUpdate
						|| w instanceof PrefixUpdate) > 0);
		SHAPES.put("postfix-operand", n -> n instanceof Binary b && b.getLeft() instanceof PostfixUpdate);
		SHAPES.put("template-division", n -> (n instanceof Binary b && "/".equals(b.getOperator()) || n instanceof RegexLiteral)
				&& inSubstitution(n));
		// The rules never write an arrow function as a branch of ?: (Nashorn: findings/nashorn-arrow-*-conditional*.js).
		SHAPES.put("rules", n -> n instanceof ConditionalExpression c
				&& (c.getThen() instanceof ArrowFunction || c.getElse() instanceof ArrowFunction));
		// the two constructs that shape combines, each of which the rules do write (counted, not avoided)
		SHAPES.put(CONDITIONALS, n -> n instanceof ConditionalExpression);
		SHAPES.put(ARROWS, n -> n instanceof ArrowFunction);
	}

	private final Language js = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=js)");
	private final Generator generator = Services.get(Generator.class, null);
	private final LanguageRegistry registry = Services.get(LanguageRegistry.class, null);

	/** The operand of a delete, parentheses taken off; null for any other node. */
	private static EObject deleted(EObject node) {
		if (!(node instanceof UnaryExpression u) || !"delete".equals(u.getOperator())) {
			return null;
		}
		EObject operand = u.getOperand();
		while (operand instanceof Parenthesized p) {
			operand = p.getExpression();
		}
		return operand;
	}

	private static boolean inSubstitution(EObject node) {
		for (EObject up = node.eContainer(); up != null; up = up.eContainer()) {
			if (up instanceof SubstitutionTemplate) {
				return true;
			}
		}
		return false;
	}

	/** How often each shape comes in the programs generated while avoiding {@code avoided}. */
	private Map<String, Integer> shapesGenerated(Set<String> avoided) {
		var rules = js.rules("", avoided);
		var counts = new TreeMap<String, Integer>();
		SHAPES.keySet().forEach(k -> counts.put(k, 0));
		for (int seed = 1; seed <= PROGRAMS; seed++) {
			var tree = generator.generate(js, rules, new SeededDecisionSource(seed), SizeBound.DEFAULT);
			SHAPES.forEach((feature, shape) -> counts.merge(feature, Shapes.count(tree, shape), Integer::sum));
		}
		return counts;
	}

	@Test
	void everyAvoidedFindingShapeIsAbsentFromProgramsForItsEngine() throws Exception {
		var free = shapesGenerated(Set.of());
		// one generation per profile: js.rhino and js.rhino-interpreted lack the same
		var profiles = new LinkedHashMap<Set<String>, Map<String, Integer>>();
		int checked = 0;
		for (var file : KeptFindings.files(js)) {
			String name = file.getFileName().toString();
			String text = KeptFindings.text(file);
			var header = FindingHeader.of(name, text);
			for (String feature : header.avoided()) {
				var shape = SHAPES.get(feature);
				assertTrue(shape != null, name + ": no shape is known for avoided=" + feature + " (add one here)");
				assertTrue(Shapes.count(js.parse(text), shape) > 0, name + ": its own program does not have the " + feature + " shape");
				checked++;
				if (feature.equals("rules")) {
					assertEquals(0, free.get(feature), name + ": the rules write the shape they are said to avoid, in "
							+ PROGRAMS + " programs");
					assertTrue(free.get(CONDITIONALS) > 0 && free.get(ARROWS) > 0, "?: or arrow functions never come in "
							+ PROGRAMS + " programs, so that they never come together shows nothing: " + free);
					continue;
				}
				assertTrue(free.get(feature) > 0, feature + " is never generated when nothing is avoided (" + free
						+ "), so its avoidance is not what keeps it out");
				for (String id : header.implementations()) {
					var engine = registry.implementations("js").stream().filter(i -> i.id().equals(id)).findFirst().orElseThrow();
					assertTrue(engine.lacks().contains(feature), name + ": " + id + " does not list " + feature + " among "
							+ "what it lacks, so programs for it do not avoid it: " + engine.lacks());
					var generated = profiles.computeIfAbsent(engine.lacks(), this::shapesGenerated);
					assertEquals(0, generated.get(feature), name + ": programs for " + id + " have the " + feature
							+ " shape; all shapes: " + generated);
				}
			}
		}
		assertTrue(checked >= 9, "only " + checked + " avoided shapes checked; free counts " + free);
	}
}
