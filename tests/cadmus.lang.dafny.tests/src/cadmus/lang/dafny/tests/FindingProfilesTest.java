package cadmus.lang.dafny.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;

import cadmus.api.Generator;
import cadmus.api.Language;
import cadmus.api.SizeBound;
import cadmus.exec.FindingHeader;
import cadmus.generate.SeededDecisionSource;
import cadmus.lang.dafny.dafny.BoolLiteral;
import cadmus.lang.dafny.dafny.FunctionDeclaration;
import cadmus.lang.dafny.dafny.IfExpression;
import cadmus.lang.dafny.dafny.LetExpression;
import cadmus.lang.dafny.dafny.MapComprehension;
import cadmus.lang.dafny.dafny.MapDisplay;
import cadmus.lang.dafny.dafny.MatchExpression;
import cadmus.lang.dafny.dafny.MethodDeclaration;
import cadmus.lang.dafny.dafny.NewArray;
import cadmus.lang.dafny.dafny.PredicateDeclaration;
import cadmus.lang.dafny.dafny.PrimitiveType;
import cadmus.lang.dafny.dafny.Quantifier;
import cadmus.lang.dafny.dafny.Reference;
import cadmus.lang.dafny.dafny.SetComprehension;
import cadmus.testing.KeptFindings;
import cadmus.testing.Services;
import cadmus.testing.Shapes;

/**
 * Every kept Dafny finding whose header says the rules avoid its shape ({@code avoided=rules}: the rules never write
 * it, for any back end) is checked against the rules: its shape, a predicate on trees named after the file, is found
 * in the finding's own program (so the predicate can see it), and in none of the programs generated from seeds no
 * other test uses. A finding marked avoided with no shape here fails the test: the claim would go unchecked. (Four
 * findings are avoided by types or by the prelude, which no tree shape shows: a comprehension over a sequence, a
 * quantifier over a string, and the prelude's generic sequence functions; their headers say avoided=types, and the
 * comments in the rules and the prelude that avoid them name the files.)
 */
class FindingProfilesTest {

	/** Programs generated. */
	private static final int PROGRAMS = 600;
	/** Seeds far from the ones the other tests use (1 upwards). */
	private static final long FIRST_SEED = 48_000_000L;

	private static final Map<String, Predicate<EObject>> SHAPES = new LinkedHashMap<>();
	static {
		// a let expression in a method (a boolean one stored before a loop crashes Boogie's interval domain)
		SHAPES.put("boogie-let-before-loop.dfy", n -> n instanceof LetExpression
				&& !within(n, FunctionDeclaration.class) && !within(n, PredicateDeclaration.class));
		// a let expression in a quantifier's or comprehension's range
		SHAPES.put("boogie-let-in-comprehension-range.dfy", n -> n instanceof LetExpression && inRange(n));
		// a method's result read in a comprehension or quantifier
		SHAPES.put("cs-out-parameter-in-comprehension.dfy", n -> n instanceof Reference r && inBinder(n)
				&& enclosing(n, MethodDeclaration.class) instanceof MethodDeclaration m && m.getOutNames().contains(r.getName()));
		// an if-expression whose condition is a literal (mcs warns that a branch is unreachable)
		SHAPES.put("cs-warning-fails-compilation.dfy", n -> n instanceof IfExpression i && i.getCondition() instanceof BoolLiteral);
		// a map display of more than one entry (keys may repeat)
		SHAPES.put("js-go-map-display-repeated-key.dfy", n -> n instanceof MapDisplay m && m.getKeys().size() > 1);
		// an array of chars
		SHAPES.put("js-go-print-char-array-slice.dfy", n -> n instanceof NewArray a && a.getElement() instanceof PrimitiveType p
				&& "char".equals(p.getName()));
		// a match expression inside an array's initializer
		SHAPES.put("match-binding-in-array-initializer.dfy", n -> n instanceof MatchExpression && within(n, NewArray.class));
	}

	/**
	 * For each shape, the wider construct it is a case of, which the rules do write: that the shape never comes is
	 * then the rules' avoiding it, not the construct's being absent from every program.
	 */
	private static final Map<String, Predicate<EObject>> WIDER = Map.of(
			"boogie-let-before-loop.dfy", n -> n instanceof LetExpression,
			"boogie-let-in-comprehension-range.dfy", n -> n instanceof LetExpression,
			"cs-out-parameter-in-comprehension.dfy", n -> n instanceof Reference && inBinder(n),
			"cs-warning-fails-compilation.dfy", n -> n instanceof IfExpression,
			"js-go-map-display-repeated-key.dfy", n -> n instanceof MapDisplay,
			"js-go-print-char-array-slice.dfy", n -> n instanceof NewArray,
			"match-binding-in-array-initializer.dfy", n -> n instanceof MatchExpression);

	private final Language dafny = Services.get(Language.class, "(" + Language.ID_PROPERTY + "=dafny)");
	private final Generator generator = Services.get(Generator.class, null);

	private static EObject enclosing(EObject node, Class<?> type) {
		for (EObject up = node.eContainer(); up != null; up = up.eContainer()) {
			if (type.isInstance(up)) {
				return up;
			}
		}
		return null;
	}

	private static boolean within(EObject node, Class<?> type) {
		return enclosing(node, type) != null;
	}

	private static boolean inBinder(EObject node) {
		return within(node, Quantifier.class) || within(node, SetComprehension.class) || within(node, MapComprehension.class);
	}

	/** Whether the node is inside the range (x | range :: ...) of a quantifier or comprehension. */
	private static boolean inRange(EObject node) {
		for (EObject child = node, up = node.eContainer(); up != null; child = up, up = up.eContainer()) {
			if ((up instanceof Quantifier || up instanceof SetComprehension || up instanceof MapComprehension)
					&& child.eContainingFeature().getName().equals("range")) {
				return true;
			}
		}
		return false;
	}

	@Test
	void everyShapeTheRulesAvoidIsInItsFindingAndInNoGeneratedProgram() throws Exception {
		var rules = dafny.rules();
		var generated = new TreeMap<String, Integer>();
		var wider = new TreeMap<String, Integer>();
		SHAPES.keySet().forEach(k -> generated.put(k, 0));
		WIDER.keySet().forEach(k -> wider.put(k, 0));
		for (long seed = FIRST_SEED; seed < FIRST_SEED + PROGRAMS; seed++) {
			var tree = generator.generate(dafny, rules, new SeededDecisionSource(seed), new SizeBound(dafny.defaultSize()));
			SHAPES.forEach((file, shape) -> generated.merge(file, Shapes.count(tree, shape), Integer::sum));
			WIDER.forEach((file, shape) -> wider.merge(file, Shapes.count(tree, shape), Integer::sum));
		}
		int checked = 0;
		for (var file : KeptFindings.files(dafny)) {
			String name = file.getFileName().toString();
			String text = KeptFindings.text(file);
			if (!FindingHeader.of(name, text).avoided().contains("rules")) {
				continue;
			}
			var shape = SHAPES.get(name);
			assertTrue(shape != null, name + " says the rules avoid it, but no shape for it is known here (add one)");
			assertTrue(Shapes.count(dafny.parse(text), shape) > 0, name + ": its own program does not have the shape");
			assertEquals(0, generated.get(name), name + ": the rules wrote its shape in " + PROGRAMS + " programs: " + generated);
			assertTrue(wider.get(name) > 0, name + ": the construct its shape is a case of never comes in " + PROGRAMS
					+ " programs, so its absence shows nothing: " + wider);
			checked++;
		}
		assertEquals(SHAPES.size(), checked, "every shape here belongs to a finding marked avoided=rules");
	}
}
