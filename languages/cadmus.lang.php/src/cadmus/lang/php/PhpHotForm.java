package cadmus.lang.php;

import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import cadmus.lang.php.php.ClassDeclaration;
import cadmus.lang.php.php.FunctionDeclaration;
import cadmus.lang.php.php.InterfaceDeclaration;
import cadmus.lang.php.php.PhpFactory;
import cadmus.lang.php.php.Script;
import cadmus.lang.php.php.TraitDeclaration;

/**
 * A PHP program's hot form ({@link cadmus.api.Language#hotProgramText}): its top-level statements become the body of
 * one function, {@code hot_round}, called round after round in one script, so that opcache's JIT finds the round,
 * and the functions and loops it runs, hot. The program's functions, classes, interfaces and traits stay at the top
 * level, before the rounds, in their order: a declaration inside the round would be made again by the second round,
 * which PHP refuses, and unconditional top-level declarations are made before the script runs anyway, so moving
 * them first changes nothing. Generated functions reach no global variable (the grammar has no {@code global}), so
 * the statements mean the same as locals of the round. Each round starts with the prelude's loop fuel full (the
 * prelude's static counter becomes a global the round resets). The rounds before the last run with their output
 * buffered and folded, with whether an exception ended them, into a running hash; the hash is printed before the
 * last round, which runs as the program runs. In the second half of the quiet rounds the arguments of the program's
 * calls change from call to call ({@link PhpVaryingCallSites}: {@code hot_vary} passes them as they are in the first
 * half and in the last round).
 * <p>
 * What a program keeps in static properties of its classes carries over from round to round, as it would in any
 * PHP process that runs code twice: where a program prints such state, its last round prints the state after the
 * earlier rounds, the same on every engine.
 */
final class PhpHotForm {

	/** The function the program's statements become the body of. */
	static final String ROUND = "hot_round";
	/** The prelude's loop fuel: a static counter, which no round could fill again. */
	private static final Pattern STATIC_FUEL = Pattern.compile(
			"(function fuel\\(\\)(?:: bool)? \\{\\n)(\\s+)static \\$left = (\\d+);\\n\\s+return --\\$left >= 0;");

	private PhpHotForm() {
	}

	/**
	 * The hot form of a program (its globals written through {@code $GLOBALS}: a driver may include the script in a
	 * function's scope): the prelude with fuel each round fills, the program's declarations, then the
	 * rounds. {@code render} writes a script ({@code <?php} and its statements); {@code legacy} for PHP 5's form,
	 * which has no Throwable to catch.
	 */
	static String of(String prelude, EObject script, int rounds, boolean legacy, Function<EObject, String> render) {
		if (rounds < 1) {
			throw new IllegalArgumentException("a hot form needs at least one round, not " + rounds);
		}
		var declarations = (Script) EcoreUtil.copy(script);
		if (declarations.getBody() == null) {
			// A script of nothing (as asked whether the language has a hot form at all): rounds of nothing.
			declarations.setBody(PhpFactory.eINSTANCE.createBlock());
		}
		PhpVaryingCallSites.vary(declarations);
		var statements = PhpFactory.eINSTANCE.createScript();
		statements.setBody(PhpFactory.eINSTANCE.createBlock());
		var all = declarations.getBody().getStatements();
		for (int i = 0; i < all.size();) {
			var statement = all.get(i);
			if (statement instanceof FunctionDeclaration || statement instanceof ClassDeclaration
					|| statement instanceof InterfaceDeclaration || statement instanceof TraitDeclaration) {
				i++;
			} else {
				statements.getBody().getStatements().add(statement);
			}
		}
		Matcher fuel = STATIC_FUEL.matcher(prelude);
		String fill = "";
		if (fuel.find()) {
			prelude = fuel.replaceFirst("$1$2return --\\$GLOBALS['hot_fuel'] >= 0;");
			fill = "    $GLOBALS['hot_fuel'] = " + fuel.group(3) + ";\n";
		}
		String body = render.apply(statements);
		if (!body.startsWith("<?php\n")) {
			throw new IllegalStateException("a rendered script starts with <?php: " + body);
		}
		body = body.substring("<?php\n".length()).indent(4);
		String declared = render.apply(declarations);
		return prelude + declared + (declared.endsWith("\n") ? "" : "\n") + """
				// Cadmus hot form: the program's statements run %d times in hot_round; what the first %d rounds print is hashed.
				function hot_vary($v) {
				    if (!$GLOBALS['hot_varying']) {
				        return $v;
				    }
				    $GLOBALS['hot_varied'] = ($GLOBALS['hot_varied'] * 75 + 74) %% 65537;
				    $mode = $GLOBALS['hot_varied'] %% 4;
				    if ($mode === 0) {
				        return $v;
				    } elseif (is_int($v)) {
				        return $mode === 2 || $v === ~PHP_INT_MAX ? 0 : -$v;
				    } elseif (is_float($v)) {
				        return $mode === 1 ? -$v : ($mode === 2 ? $v + 0.5 : NAN);
				    } elseif (is_string($v)) {
				        return $mode === 1 ? $v . 'z' : ($mode === 2 ? '' : substr($v, 1) . substr($v, 0, 1));
				    } elseif (is_bool($v)) {
				        return $mode === 1 ? $v : !$v;
				    } elseif (is_array($v)) {
				        $v['hot_vary'] = 0;
				        unset($v['hot_vary']);
				    }
				    return $v;
				}
				function hot_round() {
				%s%s}
				$hot_sum = 0;
				$GLOBALS['hot_varied'] = 1;
				for ($hot_i = 0; $hot_i < %d; $hot_i++) {
				    $GLOBALS['hot_varying'] = $hot_i * 2 >= %d;
				    ob_start();
				    $hot_failed = 0;
				    try {
				        hot_round();
				    } catch (%s $hot_e) {
				        $hot_failed = 1;
				    }
				    $hot_sum = ($hot_sum * 31 + crc32(ob_get_clean()) + $hot_failed) %% 1000000007;
				}
				$GLOBALS['hot_varying'] = false;
				echo $hot_sum, "\\n";
				hot_round();
				""".formatted(rounds, rounds - 1, fill, body, rounds - 1, rounds, legacy ? "Exception" : "Throwable");
	}
}
