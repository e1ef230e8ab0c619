package cadmus.lang.php;

import org.eclipse.emf.ecore.EObject;

import cadmus.lang.php.php.ArrayLiteral;
import cadmus.lang.php.php.Assign;
import cadmus.lang.php.php.Binary;
import cadmus.lang.php.php.Break;
import cadmus.lang.php.php.Call;
import cadmus.lang.php.php.Case;
import cadmus.lang.php.php.Cast;
import cadmus.lang.php.php.Catch;
import cadmus.lang.php.php.ClassDeclaration;
import cadmus.lang.php.php.Closure;
import cadmus.lang.php.php.ClosureUse;
import cadmus.lang.php.php.Continue;
import cadmus.lang.php.php.Foreach;
import cadmus.lang.php.php.Index;
import cadmus.lang.php.php.IntLiteral;
import cadmus.lang.php.php.MatchArm;
import cadmus.lang.php.php.Method;
import cadmus.lang.php.php.MethodCall;
import cadmus.lang.php.php.Name;
import cadmus.lang.php.php.New;
import cadmus.lang.php.php.Parameter;
import cadmus.lang.php.php.PostIncrement;
import cadmus.lang.php.php.PreIncrement;
import cadmus.lang.php.php.StaticCall;
import cadmus.lang.php.php.Try;
import cadmus.lang.php.php.Unary;

/**
 * Names the PHP construct a node is, for coverage counts ({@code cadmus compare --features}): operators by their
 * symbol, casts by their type, a call by the function it calls (a program's own as "function"), classes by their
 * kind, methods apart from constructors, break and continue by their levels, lists apart from maps, plain
 * indexes apart from lookups, -> apart from ?->, heredocs apart from double-quoted strings, what new makes, try
 * with finally, closures' by-value and by-reference captures.
 */
final class PhpConstructs {

	private PhpConstructs() {
	}

	static String of(EObject node) {
		if (node instanceof Binary b) {
			return "binary " + b.getOperator();
		}
		if (node instanceof Unary u) {
			return "unary " + u.getOperator();
		}
		if (node instanceof Assign a) {
			return "assignment " + a.getOperator() + (a.getTarget() instanceof Name || a.getTarget() instanceof cadmus.lang.php.php.Variable
					? "" : " of a property");
		}
		if (node instanceof PreIncrement i) {
			return "increment " + i.getOperator() + "x";
		}
		if (node instanceof PostIncrement i) {
			return "increment x" + i.getOperator() + (i.getOperand() instanceof cadmus.lang.php.php.StaticProperty ? " (static)" : "");
		}
		if (node instanceof Cast c) {
			return "cast (" + c.getType() + ")";
		}
		if (node instanceof Call c) {
			return c.getTarget() instanceof Name n ? "call " + (n.getName().matches("v\\d+") ? "function" : n.getName())
					: "call of " + c.getTarget().eClass().getName();
		}
		if (node instanceof ClassDeclaration c) {
			return (c.isAbstract() ? "abstract class" : c.isFinal() ? "final class" : "class")
					+ (c.getSuperClass() != null ? " extends" : "") + (c.getInterfaces().isEmpty() ? "" : " implements");
		}
		if (node instanceof cadmus.lang.php.php.FunctionDeclaration f && f.getLastDefault() != null) {
			return "function (a parameter with a default)";
		}
		if (node instanceof Method m) {
			return m.getName().equals("__construct") ? (m.getParameters().isEmpty() ? "constructor" : "constructor promoting")
					: m.isAbstract() ? "abstract method" : m.getBody() == null ? "interface method" : "method";
		}
		if (node instanceof Parameter p) {
			return p.getPromotion() != null ? "promoted parameter" : "Parameter";
		}
		if (node instanceof New n) {
			return PhpTypes.EXCEPTIONS.containsKey(n.getType().getName()) ? "new " + n.getType().getName() : "new (class)";
		}
		if (node instanceof MethodCall m) {
			return "method call " + m.getOperator() + m.getName() + "()";
		}
		if (node instanceof cadmus.lang.php.php.PropertyFetch f) {
			return "property fetch " + f.getOperator();
		}
		if (node instanceof cadmus.lang.php.php.InterpolatedString s) {
			return s.getOpen().startsWith("<<<'") ? "nowdoc" : s.getOpen().startsWith("<<<") ? "heredoc"
					: "interpolated string";
		}
		if (node instanceof cadmus.lang.php.php.EmbeddedExpression e) {
			return "{$...} in a string (" + e.getExpression().eClass().getName() + ")";
		}
		if (node instanceof cadmus.lang.php.php.EmbeddedVariable) {
			return "$x in a string";
		}
		if (node instanceof StaticCall s) {
			return "static call " + s.getType().getName() + "::" + s.getName() + "()";
		}
		if (node instanceof Break b) {
			return b.getLevels() == null ? "break" : "break " + b.getLevels();
		}
		if (node instanceof Continue c) {
			return c.getLevels() == null ? "continue" : "continue " + c.getLevels();
		}
		if (node instanceof Foreach f) {
			return (f.getKeyName() == null ? "foreach (... as " : "foreach (... as $k => ") + (f.isByReference() ? "&$v)" : "$v)");
		}
		if (node instanceof ArrayLiteral a) {
			return a.getItems().stream().anyMatch(i -> i.getKey() != null) ? "array (map)" : "array (list)";
		}
		if (node instanceof Index i) {
			return i.getKey() instanceof IntLiteral k && k.getValue().equals("0") && !(i.eContainer() instanceof Binary b
					&& "??".equals(b.getOperator())) ? "index [0]" : "lookup [...] ??";
		}
		if (node instanceof cadmus.lang.php.php.Destructuring d) {
			return d.isList() ? "destructuring list(...) =" : d.getKeys().isEmpty() ? "destructuring [...] ="
					: "destructuring ['k' => ...] =";
		}
		if (node instanceof Try t) {
			return t.getFinally() == null ? "try/catch" : "try/catch/finally";
		}
		if (node instanceof Catch c) {
			return c.getTypes().size() > 1 ? "catch (A | B)" : "catch";
		}
		if (node instanceof Case c) {
			return c.getTest() == null ? "default case" : "case";
		}
		if (node instanceof MatchArm a) {
			return a.isDefault() ? "default arm" : "match arm";
		}
		if (node instanceof Closure c) {
			// its use clause as rendering writes it (counts are taken before)
			var uses = PhpClosureUses.uses(c);
			return (c.isStatic() ? "static closure" : "closure") + (uses.isEmpty() ? ""
					: uses.stream().anyMatch(ClosureUse::isByReference) ? " use (&$x)" : " use ($x)");
		}
		if (node instanceof ClosureUse u) {
			return u.isByReference() ? "use (&$x)" : "use ($x)";
		}
		return node.eClass().getName();
	}
}
