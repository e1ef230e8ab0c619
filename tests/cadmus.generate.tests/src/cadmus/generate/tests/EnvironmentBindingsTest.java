package cadmus.generate.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;

import cadmus.api.Binding;
import cadmus.api.SizeBound;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.generate.HoleFillingGenerator;
import cadmus.generate.SeededDecisionSource;

/**
 * A language's environment (its library, given to every program) as the engine keeps it: once per rules object, with
 * what it learned about which of its bindings fit which holes shared by every program. Programs must still name
 * library bindings only where their types fit, write only its variables, and never depend on the programs generated
 * before them with the same rules.
 */
class EnvironmentBindingsTest {

	private static final int SEEDS = 1500;
	private final HoleFillingGenerator generator = new HoleFillingGenerator();

	/** Many constants of a few types, the one or two of the wanted type among them, and two variables. */
	private static List<Binding> library() {
		var given = new ArrayList<Binding>();
		Type[] types = { TypedMini.INT, TypedMini.STRING, TypedMini.BOOL,
				new FunctionType(List.of(TypedMini.INT), TypedMini.INT),
				new FunctionType(List.of(TypedMini.STRING), TypedMini.STRING) };
		for (int i = 0; i < 40; i++) {
			given.add(Binding.of("lib" + i, types[i % types.length]));
		}
		given.add(new Binding("libCounter", TypedMini.INT, true, false, false));
		given.add(new Binding("libText", TypedMini.STRING, true, false, false));
		return given;
	}

	@Test
	void libraryBindingsAreNamedWhereTheirTypesFitAndOnlyItsVariablesWritten() {
		var given = library();
		var mini = new TypedMini(TypedMini.Options.standard(), given);
		var checker = new TypedMiniChecker(mini);
		var named = new HashSet<String>();
		int libraryUses = 0;
		int libraryWrites = 0;
		for (long seed = 0; seed < SEEDS; seed++) {
			var tree = generator.generate(mini, new SeededDecisionSource(seed), SizeBound.DEFAULT);
			try {
				checker.check(tree, given);
			} catch (AssertionError e) {
				throw new AssertionError("seed " + seed + ": " + e.getMessage() + "\n" + tree, e);
			}
			for (var it = tree.eAllContents(); it.hasNext();) {
				var node = it.next();
				if (node.eClass() == mini.var && ((String) node.eGet(mini.varName)).startsWith("lib")) {
					libraryUses++;
					named.add((String) node.eGet(mini.varName));
					var container = node.eContainmentFeature();
					if (container == mini.setTarget || container == mini.incTarget) {
						libraryWrites++;
					}
				}
			}
		}
		// The checks mean something only if the library is used, all over it, and its variables written.
		assertTrue(libraryUses > 500, "library bindings named " + libraryUses + " times");
		assertTrue(named.size() > 30, "only " + named.size() + " library bindings ever named: " + named);
		assertTrue(libraryWrites > 20, "library variables written " + libraryWrites + " times");
	}

	/** A tree as text: the classes, attribute values and children (two minis' trees are of different EClasses). */
	private static String text(EObject node) {
		var out = new StringBuilder(node.eClass().getName()).append('(');
		for (var feature : node.eClass().getEAllStructuralFeatures()) {
			out.append(feature.getName()).append('=');
			var value = node.eGet(feature);
			if (value instanceof EObject child) {
				out.append(text(child));
			} else if (value instanceof List<?> values && feature instanceof org.eclipse.emf.ecore.EReference) {
				values.forEach(v -> out.append(text((EObject) v)).append(';'));
			} else {
				out.append(value);
			}
			out.append(' ');
		}
		return out.append(')').toString();
	}

	@Test
	void aProgramIsTheSameWhateverWasGeneratedBeforeItWithTheSameRules() {
		var warm = new TypedMini(TypedMini.Options.standard(), library());
		for (long seed = 0; seed < 400; seed++) {
			generator.generate(warm, new SeededDecisionSource(seed), SizeBound.DEFAULT);
		}
		for (long seed : Set.of(400L, 401L, 402L, 777L)) {
			var fresh = new TypedMini(TypedMini.Options.standard(), library());
			EObject first = generator.generate(fresh, new SeededDecisionSource(seed), SizeBound.DEFAULT);
			EObject afterOthers = generator.generate(warm, new SeededDecisionSource(seed), SizeBound.DEFAULT);
			assertEquals(text(first), text(afterOthers), "seed " + seed + " differs after 400 other programs");
		}
	}
}
