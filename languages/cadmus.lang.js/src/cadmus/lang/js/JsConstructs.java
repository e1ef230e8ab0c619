package cadmus.lang.js;

import org.eclipse.emf.ecore.EObject;

import cadmus.lang.js.js.Arguments;
import cadmus.lang.js.js.ArrowFunction;
import cadmus.lang.js.js.AssignmentExpression;
import cadmus.lang.js.js.Binary;
import cadmus.lang.js.js.Break;
import cadmus.lang.js.js.Case;
import cadmus.lang.js.js.ClassDeclaration;
import cadmus.lang.js.js.ClassExpression;
import cadmus.lang.js.js.Continue;
import cadmus.lang.js.js.ForIn;
import cadmus.lang.js.js.FunctionDeclaration;
import cadmus.lang.js.js.FunctionExpression;
import cadmus.lang.js.js.ForOf;
import cadmus.lang.js.js.Index;
import cadmus.lang.js.js.Member;
import cadmus.lang.js.js.Method;
import cadmus.lang.js.js.Name;
import cadmus.lang.js.js.New;
import cadmus.lang.js.js.NumberLiteral;
import cadmus.lang.js.js.PostfixUpdate;
import cadmus.lang.js.js.PrefixUpdate;
import cadmus.lang.js.js.Spread;
import cadmus.lang.js.js.SubstitutionTemplate;
import cadmus.lang.js.js.Try;
import cadmus.lang.js.js.UnaryExpression;
import cadmus.lang.js.js.VariableStatement;

/**
 * Names the JavaScript construct a node is, for coverage counts ({@code cadmus compare --features}): operators
 * by their symbol, declarations by their kind, getters apart from methods, field reads apart from the string
 * methods and error properties, what new makes.
 */
final class JsConstructs {

	private JsConstructs() {
	}

	/**
	 * What a constructor's name is declared as (in the program, where names are unique): "function", "class", or
	 * "value" (a parameter, or a declaration of some other expression).
	 */
	private static String declaredAs(Name name) {
		for (var it = org.eclipse.emf.ecore.util.EcoreUtil.getRootContainer(name).eAllContents(); it.hasNext();) {
			EObject node = it.next();
			if (node instanceof FunctionDeclaration f && name.getName().equals(f.getName())) {
				return "function";
			}
			if (node instanceof ClassDeclaration c && name.getName().equals(c.getName())) {
				return "class";
			}
			if (node instanceof VariableStatement v
					&& (name.getName().equals(v.getName()) || name.getName().equals(v.getConstant()))) {
				return v.getValue() instanceof FunctionExpression ? "function"
						: v.getValue() instanceof ClassExpression ? "class" : "value";
			}
		}
		return "value";
	}

	static String of(EObject node) {
		if (node instanceof Binary b) {
			return "binary " + b.getOperator();
		}
		if (node instanceof UnaryExpression u) {
			return "unary " + u.getOperator();
		}
		if (node instanceof AssignmentExpression a) {
			return "assignment " + a.getOperator();
		}
		if (node instanceof PostfixUpdate u) {
			return "update x" + u.getOperator();
		}
		if (node instanceof PrefixUpdate u) {
			return "update " + u.getOperator() + "x";
		}
		if (node instanceof VariableStatement v && v.getConstant() != null) {
			return "declaration const";
		}
		if (node instanceof VariableStatement v) {
			return "declaration " + v.getKind().getLiteral() + (v.getNames().isEmpty() ? ""
					: !v.getKeys().isEmpty() ? " {destructuring}"
					: v.getDefaulted().isEmpty() ? " [destructuring]" : " [destructuring] with defaults");
		}
		if (node instanceof ClassDeclaration c) {
			return c.getSuperClass() == null ? "class declaration" : "class declaration extends";
		}
		if (node instanceof ClassExpression c) {
			return c.getSuperClass() == null ? "class expression" : "class expression extends";
		}
		if (node instanceof Break b) {
			return b.getLabel() == null ? "break" : "break label";
		}
		if (node instanceof Continue c) {
			return c.getLabel() == null ? "continue" : "continue label";
		}
		if (node instanceof ForOf f) {
			return "for (" + f.getKind().getLiteral() + " ... of ...)";
		}
		if (node instanceof ForIn f) {
			return "for (" + f.getKind().getLiteral() + " ... in ...)";
		}
		if (node instanceof ArrowFunction a) {
			return a.getRest() != null ? "ArrowFunction with rest parameter"
					: a.getDefaulted().isEmpty() ? "ArrowFunction" : "ArrowFunction with default parameters";
		}
		if (node instanceof Index i) {
			return i.getKey() instanceof NumberLiteral ? "element read [0]" : "computed field read [\"...\"]";
		}
		if (node instanceof Spread s) {
			return s.eContainer() instanceof Arguments ? "Spread in a call" : "Spread";
		}
		if (node instanceof SubstitutionTemplate t) {
			return "template literal with " + t.getSubstitutions().size() + " substitution"
					+ (t.getSubstitutions().size() == 1 ? "" : "s");
		}
		if (node instanceof Method m) {
			return m.isGetter() ? "getter" : m.isSetter() ? "setter" : "method";
		}
		if (node instanceof Member m) {
			return JsTypes.FIELDS.contains(m.getName()) ? "field read" : "member ." + m.getName();
		}
		if (node instanceof New n) {
			if (n.getConstructor() instanceof Name name && JsTypes.ERROR_CLASSES.contains(name.getName())) {
				return "new " + name.getName();
			}
			return n.getConstructor() instanceof Name name ? "new (" + declaredAs(name) + ")" : "new (value)";
		}
		if (node instanceof Try t) {
			return t.getFinally() == null ? "try/catch" : "try/catch/finally";
		}
		if (node instanceof Case c) {
			return c.getTest() == null ? "default case" : "case";
		}
		return node.eClass().getName();
	}
}
