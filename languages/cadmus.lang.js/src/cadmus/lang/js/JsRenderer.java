package cadmus.lang.js;

import static cadmus.lang.js.JsPrecedence.*;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.eclipse.emf.ecore.EObject;

import cadmus.lang.js.js.Arguments;
import cadmus.lang.js.js.ArrayLiteral;
import cadmus.lang.js.js.ArrayPattern;
import cadmus.lang.js.js.ArrowFunction;
import cadmus.lang.js.js.AssignmentExpression;
import cadmus.lang.js.js.Binary;
import cadmus.lang.js.js.BindingName;
import cadmus.lang.js.js.Block;
import cadmus.lang.js.js.Break;
import cadmus.lang.js.js.Call;
import cadmus.lang.js.js.Case;
import cadmus.lang.js.js.ClassBody;
import cadmus.lang.js.js.ClassDeclaration;
import cadmus.lang.js.js.ClassExpression;
import cadmus.lang.js.js.ComputedKey;
import cadmus.lang.js.js.ConditionalExpression;
import cadmus.lang.js.js.Continue;
import cadmus.lang.js.js.Declarator;
import cadmus.lang.js.js.DoWhile;
import cadmus.lang.js.js.EmptyStatement;
import cadmus.lang.js.js.Expression;
import cadmus.lang.js.js.ExpressionInit;
import cadmus.lang.js.js.ExpressionStatement;
import cadmus.lang.js.js.FalseLiteral;
import cadmus.lang.js.js.For;
import cadmus.lang.js.js.ForIn;
import cadmus.lang.js.js.ForInit;
import cadmus.lang.js.js.ForOf;
import cadmus.lang.js.js.FunctionBody;
import cadmus.lang.js.js.FunctionDeclaration;
import cadmus.lang.js.js.FunctionExpression;
import cadmus.lang.js.js.IdentifierKey;
import cadmus.lang.js.js.If;
import cadmus.lang.js.js.Index;
import cadmus.lang.js.js.JsPackage;
import cadmus.lang.js.js.Labeled;
import cadmus.lang.js.js.Member;
import cadmus.lang.js.js.Method;
import cadmus.lang.js.js.Name;
import cadmus.lang.js.js.New;
import cadmus.lang.js.js.NullLiteral;
import cadmus.lang.js.js.NumberKey;
import cadmus.lang.js.js.NumberLiteral;
import cadmus.lang.js.js.ObjectLiteral;
import cadmus.lang.js.js.ObjectPattern;
import cadmus.lang.js.js.Parameter;
import cadmus.lang.js.js.Parameters;
import cadmus.lang.js.js.Parenthesized;
import cadmus.lang.js.js.PatternElement;
import cadmus.lang.js.js.PatternProperty;
import cadmus.lang.js.js.PostfixUpdate;
import cadmus.lang.js.js.PrefixUpdate;
import cadmus.lang.js.js.Property;
import cadmus.lang.js.js.PropertyName;
import cadmus.lang.js.js.Return;
import cadmus.lang.js.js.Script;
import cadmus.lang.js.js.Sequence;
import cadmus.lang.js.js.Shorthand;
import cadmus.lang.js.js.Spread;
import cadmus.lang.js.js.Statement;
import cadmus.lang.js.js.StringKey;
import cadmus.lang.js.js.StringLiteral;
import cadmus.lang.js.js.Super;
import cadmus.lang.js.js.Switch;
import cadmus.lang.js.js.SubstitutionTemplate;
import cadmus.lang.js.js.TemplateLiteral;
import cadmus.lang.js.js.This;
import cadmus.lang.js.js.Throw;
import cadmus.lang.js.js.TrueLiteral;
import cadmus.lang.js.js.Try;
import cadmus.lang.js.js.UnaryExpression;
import cadmus.lang.js.js.ValueProperty;
import cadmus.lang.js.js.VariableDeclaration;
import cadmus.lang.js.js.VariableStatement;
import cadmus.lang.js.js.While;
import cadmus.lang.js.js.With;

/**
 * Renders JavaScript trees as text: one statement per line, nested statements indented by a tab, operators
 * between spaces. Parentheses go exactly where the grammar (and JavaScript) needs them and nowhere else: around
 * an operand whose precedence is lower than its place requires (the right operand of a left-associative
 * operator of the same precedence, both operands of a nested {@code **} on the left, a unary left operand of
 * {@code **}, arrow functions, assignments, conditionals and sequences inside operators), around an expression
 * statement that would start with '{', 'function' or 'class', around an object literal as an arrow's body,
 * around a call in a {@code new} target, around a {@code new} without arguments that a suffix follows, and around
 * an {@code in} operator in a for-loop's initializer. A {@link Parenthesized} node of a parsed tree is written as
 * it was, so parsing, rendering and parsing again gives an equal tree; a generated tree has no such node and gets
 * the parentheses it needs (which come back as Parenthesized nodes when the text is parsed). Strings, numbers and
 * templates are written as stored. Not thread-safe: use one renderer per thread or per call.
 */
public final class JsRenderer {

	private static final String INDENT = "\t";

	/** Indentation depth of the statement being rendered, for function and class bodies inside expressions. */
	private int depth;
	/** Inside a for-loop's initializer, outside any brackets: an 'in' operator would end the initializer. */
	private boolean noIn;
	/** The expression that would open a statement or an arrow's body with '{', 'function' or 'class'. */
	private Expression ambiguousStart;

	public String render(EObject tree) {
		if (tree instanceof Script script) {
			var out = new StringBuilder();
			for (Statement s : script.getStatements()) {
				out.append(statement(s, 0)).append('\n');
			}
			return out.toString();
		}
		if (tree instanceof Statement statement) {
			return statement(statement, 0) + "\n";
		}
		if (tree instanceof Expression expression) {
			return expression(expression, SEQUENCE);
		}
		throw new IllegalArgumentException("not a JavaScript script, statement or expression: " + tree.eClass().getName());
	}

	// Statements: the text starts at the statement's column; its further lines carry their own indentation.

	private String statement(Statement s, int depth) {
		int enclosingDepth = this.depth;
		boolean enclosingNoIn = noIn;
		Expression enclosingStart = ambiguousStart;
		this.depth = depth;
		noIn = false;
		try {
			return statementText(s, depth);
		} finally {
			this.depth = enclosingDepth;
			noIn = enclosingNoIn;
			ambiguousStart = enclosingStart;
		}
	}

	private String statementText(Statement s, int depth) {
		if (s instanceof ExpressionStatement e) {
			ambiguousStart = ambiguousStart(e.getExpression(), false);
			return expression(e.getExpression(), SEQUENCE) + ";";
		}
		if (s instanceof VariableStatement v) {
			if (v.getConstant() != null) {
				return "const " + v.getConstant() + " = " + expression(v.getValue(), ASSIGNMENT) + ";";
			}
			if (v.getName() != null) {
				return v.getKind().getLiteral() + " " + v.getName()
						+ (v.getValue() == null ? "" : " = " + expression(v.getValue(), ASSIGNMENT)) + ";";
			}
			if (!v.getNames().isEmpty() && v.getKeys().isEmpty()) {
				var elements = new java.util.ArrayList<String>(v.getNames());
				elements.addAll(defaulted(v.getDefaulted(), v.getDefaults()));
				return v.getKind().getLiteral() + " [" + String.join(", ", elements) + "] = "
						+ expression(v.getValue(), ASSIGNMENT) + ";";
			}
			if (!v.getNames().isEmpty()) {
				var fields = new java.util.ArrayList<String>();
				for (int i = 0; i < v.getNames().size(); i++) {
					fields.add(v.getKeys().get(i) + ": " + v.getNames().get(i));
				}
				return v.getKind().getLiteral() + " {" + String.join(", ", fields) + "} = "
						+ expression(v.getValue(), ASSIGNMENT) + ";";
			}
			return declarators(v.getKind().getLiteral(), v.getDeclarators()) + ";";
		}
		if (s instanceof FunctionDeclaration f) {
			return "function " + f.getName() + parameters(f.getParameters(), f.getNames()) + " "
					+ body(f.getBody().getStatements(), depth);
		}
		if (s instanceof ClassDeclaration c) {
			return "class " + c.getName() + heritage(c.getSuperClass()) + " " + classBody(c.getBody(), depth);
		}
		if (s instanceof Block b) {
			return body(b.getStatements(), depth);
		}
		if (s instanceof If i) {
			return ifStatement(i, depth);
		}
		if (s instanceof For f) {
			var head = new StringBuilder("for (");
			if (f.getName() != null) {
				noIn = true;
				head.append(f.getKind().getLiteral()).append(' ').append(f.getName()).append(" = ")
						.append(expression(f.getStart(), ASSIGNMENT));
				noIn = false;
			} else if (f.getInit() != null) {
				noIn = true;
				head.append(forInit(f.getInit()));
				noIn = false;
			}
			head.append(';');
			if (f.getCondition() != null) {
				head.append(' ').append(expression(f.getCondition(), SEQUENCE));
			}
			head.append(';');
			if (f.getUpdate() != null) {
				head.append(' ').append(expression(f.getUpdate(), SEQUENCE));
			}
			return head.append(')').append(nested(f.getBody(), depth)).toString();
		}
		if (s instanceof ForIn f) {
			String target = f.getName() != null ? f.getName() : binding(f.getTarget());
			return "for (" + f.getKind().getLiteral() + " " + target + " in " + expression(f.getObject(), SEQUENCE)
					+ ")" + nested(f.getBody(), depth);
		}
		if (s instanceof ForOf f) {
			String target = f.getName() != null ? f.getName() : binding(f.getTarget());
			return "for (" + f.getKind().getLiteral() + " " + target + " of " + expression(f.getIterable(), ASSIGNMENT)
					+ ")" + nested(f.getBody(), depth);
		}
		if (s instanceof While w) {
			return "while (" + expression(w.getCondition(), SEQUENCE) + ")" + nested(w.getBody(), depth);
		}
		if (s instanceof DoWhile d) {
			String close = d.getBody() instanceof Block ? " " : "\n" + INDENT.repeat(depth);
			return "do" + nested(d.getBody(), depth) + close + "while (" + expression(d.getCondition(), SEQUENCE) + ");";
		}
		if (s instanceof Break b) {
			return b.getLabel() == null ? "break;" : "break " + b.getLabel() + ";";
		}
		if (s instanceof Continue c) {
			return c.getLabel() == null ? "continue;" : "continue " + c.getLabel() + ";";
		}
		if (s instanceof Return r) {
			return r.getValue() == null ? "return;" : "return " + expression(r.getValue(), SEQUENCE) + ";";
		}
		if (s instanceof Throw t) {
			return "throw " + expression(t.getValue(), SEQUENCE) + ";";
		}
		if (s instanceof Try t) {
			var out = new StringBuilder("try ").append(body(t.getBlock().getStatements(), depth));
			if (t.getCatch() != null) {
				var c = t.getCatch();
				out.append(" catch (").append(c.getName() != null ? c.getName() : binding(c.getParameter())).append(") ")
						.append(body(t.getCatch().getBlock().getStatements(), depth));
			}
			if (t.getFinally() != null) {
				out.append(" finally ").append(body(t.getFinally().getStatements(), depth));
			}
			return out.toString();
		}
		if (s instanceof Switch sw) {
			var out = new StringBuilder("switch (").append(expression(sw.getDiscriminant(), SEQUENCE)).append(") {");
			if (sw.getCases().isEmpty()) {
				return out.append('}').toString();
			}
			for (Case c : sw.getCases()) {
				out.append('\n').append(INDENT.repeat(depth + 1))
						.append(c.getTest() == null ? "default:" : "case " + expression(c.getTest(), SEQUENCE) + ":");
				for (Statement inner : c.getStatements()) {
					out.append('\n').append(INDENT.repeat(depth + 2)).append(statement(inner, depth + 2));
				}
			}
			return out.append('\n').append(INDENT.repeat(depth)).append('}').toString();
		}
		if (s instanceof Labeled l) {
			return l.getLabel() + ": " + statement(l.getBody(), depth);
		}
		if (s instanceof With w) {
			return "with (" + expression(w.getObject(), SEQUENCE) + ")" + nested(w.getBody(), depth);
		}
		if (s instanceof EmptyStatement) {
			return ";";
		}
		throw new IllegalArgumentException("unknown statement " + s.eClass().getName());
	}

	/**
	 * An if statement. A then-branch that ends in an if without else would take this statement's else, so it goes
	 * in a block (the only way to write that tree); an else that is an if follows on the same line.
	 */
	private String ifStatement(If i, int depth) {
		var out = new StringBuilder("if (").append(expression(i.getCondition(), SEQUENCE)).append(')');
		Statement then = i.getThen();
		boolean wrap = i.getElse() != null && endsInOpenIf(then);
		if (wrap) {
			out.append(" {\n").append(INDENT.repeat(depth + 1)).append(statement(then, depth + 1)).append('\n')
					.append(INDENT.repeat(depth)).append('}');
		} else {
			out.append(nested(then, depth));
		}
		if (i.getElse() != null) {
			out.append(wrap || then instanceof Block ? " " : "\n" + INDENT.repeat(depth)).append("else");
			if (i.getElse() instanceof If elseIf) {
				out.append(' ').append(statement(elseIf, depth));
			} else {
				out.append(nested(i.getElse(), depth));
			}
		}
		return out.toString();
	}

	/** Whether an 'else' written after this statement would attach to an if inside it. */
	private static boolean endsInOpenIf(Statement s) {
		if (s instanceof If i) {
			return i.getElse() == null || endsInOpenIf(i.getElse());
		}
		if (s instanceof While w) {
			return endsInOpenIf(w.getBody());
		}
		if (s instanceof For f) {
			return endsInOpenIf(f.getBody());
		}
		if (s instanceof ForIn f) {
			return endsInOpenIf(f.getBody());
		}
		if (s instanceof ForOf f) {
			return endsInOpenIf(f.getBody());
		}
		if (s instanceof With w) {
			return endsInOpenIf(w.getBody());
		}
		if (s instanceof Labeled l) {
			return endsInOpenIf(l.getBody());
		}
		return false;
	}

	/** The body of a compound statement: a block on the same line, another statement on the next, indented. */
	private String nested(Statement s, int depth) {
		if (s instanceof Block b) {
			return " " + body(b.getStatements(), depth);
		}
		return "\n" + INDENT.repeat(depth + 1) + statement(s, depth + 1);
	}

	/** Braces around statements, the closing one at the given depth. */
	private String body(List<Statement> statements, int depth) {
		if (statements.isEmpty()) {
			return "{}";
		}
		var out = new StringBuilder("{\n");
		for (Statement s : statements) {
			out.append(INDENT.repeat(depth + 1)).append(statement(s, depth + 1)).append('\n');
		}
		return out.append(INDENT.repeat(depth)).append('}').toString();
	}

	private String classBody(ClassBody body, int depth) {
		if (body.getMembers().isEmpty()) {
			return "{}";
		}
		var out = new StringBuilder("{\n");
		for (Method m : body.getMembers()) {
			out.append(INDENT.repeat(depth + 1)).append(method(m, depth + 1)).append('\n');
		}
		return out.append(INDENT.repeat(depth)).append('}').toString();
	}

	private String heritage(Expression superClass) {
		return superClass == null ? "" : " extends " + expression(superClass, LEFT_HAND_SIDE);
	}

	private String method(Method m, int depth) {
		int enclosing = this.depth;
		this.depth = depth;
		try {
			String parameters = m.getParameters() != null ? parameters(m.getParameters())
					: "(" + String.join(", ", m.getNames()) + ")";
			return (m.isStatic() ? "static " : "") + accessor(m) + propertyName(m.getKey()) + parameters + " "
					+ body(m.getBody().getStatements(), depth);
		} finally {
			this.depth = enclosing;
		}
	}

	/** 'get ', 'set ' or nothing. */
	private static String accessor(Method m) {
		return m.isGetter() ? "get " : m.isSetter() ? "set " : "";
	}

	private String forInit(ForInit init) {
		if (init instanceof VariableDeclaration v) {
			return declarators(v.getKind().getLiteral(), v.getDeclarators());
		}
		if (init instanceof ExpressionInit e) {
			return expression(e.getExpression(), SEQUENCE);
		}
		throw new IllegalArgumentException("unknown for-loop initializer " + init.eClass().getName());
	}

	private String declarators(String kind, List<Declarator> declarators) {
		return kind + " " + join(declarators, d -> binding(d.getTarget())
				+ (d.getValue() == null ? "" : " = " + expression(d.getValue(), ASSIGNMENT)));
	}

	// Bindings: names and destructuring patterns.

	private String binding(EObject target) {
		if (target instanceof BindingName n) {
			return n.getName();
		}
		boolean enclosing = noIn;
		noIn = false;
		try {
			if (target instanceof ArrayPattern a) {
				return "[" + join(a.getElements(), this::patternElement) + "]";
			}
			if (target instanceof ObjectPattern o) {
				return "{" + join(o.getProperties(), this::patternProperty) + "}";
			}
		} finally {
			noIn = enclosing;
		}
		throw new IllegalArgumentException("unknown binding " + target.eClass().getName());
	}

	private String patternElement(PatternElement e) {
		return (e.isRest() ? "..." : "") + binding(e.getTarget()) + initializer(e.getDefault());
	}

	private String patternProperty(PatternProperty p) {
		return propertyName(p.getKey()) + ": " + binding(p.getTarget()) + initializer(p.getDefault());
	}

	private String initializer(Expression value) {
		return value == null ? "" : " = " + expression(value, ASSIGNMENT);
	}

	private String parameters(Parameters parameters) {
		boolean enclosing = noIn;
		noIn = false;
		try {
			return "(" + join(parameters.getParameters(), this::parameter) + ")";
		} finally {
			noIn = enclosing;
		}
	}

	/** A parameter list, or plain names. */
	private String parameters(Parameters parameters, java.util.List<String> names) {
		return parameters != null ? parameters(parameters) : "(" + String.join(", ", names) + ")";
	}

	private String parameter(Parameter p) {
		return (p.isRest() ? "..." : "") + binding(p.getTarget()) + initializer(p.getDefault());
	}

	// Expressions.

	/** An expression in a place that requires at least the given precedence level. */
	private String expression(Expression e, int level) {
		return e == ambiguousStart || needsParentheses(e, level) ? parenthesized(e) : expressionText(e);
	}

	private boolean needsParentheses(Expression e, int level) {
		return precedence(e) < level || noIn && e instanceof Binary b && "in".equals(b.getOperator());
	}

	/** What a '.', '[...]' or call applies to: a left-hand side, and not a new without arguments (it would take them). */
	private static boolean targetNeedsParentheses(Expression e) {
		return precedence(e) < LEFT_HAND_SIDE || e instanceof New n && n.getArguments() == null;
	}

	/** The left operand of '**': an update or a left-hand side (JavaScript rejects -a ** b). */
	private static boolean exponentBaseNeedsParentheses(Expression e) {
		return precedence(e) < UNARY || e instanceof UnaryExpression;
	}

	/**
	 * The expression to parenthesize so that text in a place where '{' (and, for a statement, 'function' or
	 * 'class') would be read as something else does not start with it: the object literal, function or class
	 * expression that would come first, or an assignment to an object pattern (a parenthesized pattern cannot
	 * be assigned to); null if the text starts otherwise.
	 */
	private Expression ambiguousStart(Expression e, boolean braceOnly) {
		while (true) {
			if (e instanceof ObjectLiteral || !braceOnly && (e instanceof FunctionExpression || e instanceof ClassExpression)) {
				return e;
			}
			Expression first;
			boolean wrapped;
			if (e instanceof Binary b) {
				first = b.getLeft();
				wrapped = "**".equals(b.getOperator()) ? exponentBaseNeedsParentheses(first)
						: needsParentheses(first, binaryPrecedence(b.getOperator()));
			} else if (e instanceof AssignmentExpression a) {
				if (a.getTarget() instanceof ObjectLiteral) {
					return a;
				}
				first = a.getTarget();
				wrapped = needsParentheses(first, LOGICAL_OR);
			} else if (e instanceof ConditionalExpression c) {
				first = c.getCondition();
				wrapped = needsParentheses(first, LOGICAL_OR);
			} else if (e instanceof Sequence q && !q.getExpressions().isEmpty()) {
				first = q.getExpressions().get(0);
				wrapped = needsParentheses(first, ASSIGNMENT);
			} else if (e instanceof PostfixUpdate u) {
				first = u.getOperand();
				wrapped = needsParentheses(first, LEFT_HAND_SIDE);
			} else if (e instanceof Member m) {
				first = m.getTarget();
				wrapped = targetNeedsParentheses(first);
			} else if (e instanceof Index i) {
				first = i.getTarget();
				wrapped = targetNeedsParentheses(first);
			} else if (e instanceof Call c) {
				first = c.getTarget();
				wrapped = targetNeedsParentheses(first);
			} else {
				return null;
			}
			if (first == null || wrapped) {
				return null;
			}
			e = first;
		}
	}

	private String parenthesized(Expression e) {
		boolean enclosing = noIn;
		noIn = false;
		try {
			return "(" + expressionText(e) + ")";
		} finally {
			noIn = enclosing;
		}
	}

	/** What a '.', '[...]' or call applies to; a number gets a space before the dot ('1 .x', not '1.x'). */
	private String target(Expression e) {
		return e == ambiguousStart || targetNeedsParentheses(e) ? parenthesized(e) : expressionText(e);
	}

	private String expressionText(Expression e) {
		if (e instanceof Binary b) {
			return binary(b);
		}
		if (e instanceof UnaryExpression u) {
			return prefix(u.getOperator(), u.getOperand());
		}
		if (e instanceof PrefixUpdate u) {
			return prefix(u.getOperator(), u.getOperand());
		}
		if (e instanceof PostfixUpdate u) {
			return expression(u.getOperand(), LEFT_HAND_SIDE) + u.getOperator();
		}
		if (e instanceof Name n) {
			return n.getName();
		}
		if (e instanceof NumberLiteral n) {
			return n.getValue();
		}
		if (e instanceof StringLiteral s) {
			return s.getValue();
		}
		if (e instanceof TemplateLiteral t) {
			return t.getValue();
		}
		if (e instanceof SubstitutionTemplate t) {
			return template(t);
		}
		if (e instanceof TrueLiteral) {
			return "true";
		}
		if (e instanceof FalseLiteral) {
			return "false";
		}
		if (e instanceof NullLiteral) {
			return "null";
		}
		if (e instanceof This) {
			return "this";
		}
		if (e instanceof Super) {
			return "super";
		}
		if (e instanceof Member m) {
			String target = target(m.getTarget());
			return target + (m.getTarget() instanceof NumberLiteral ? " ." : ".") + m.getName();
		}
		if (e instanceof Index i) {
			return target(i.getTarget()) + "[" + bracketed(i.getKey(), SEQUENCE) + "]";
		}
		if (e instanceof Call c) {
			return target(c.getTarget()) + arguments(c.getArguments());
		}
		if (e instanceof New n) {
			return "new " + constructor(n.getConstructor(), n.getArguments() != null)
					+ (n.getArguments() == null ? "" : arguments(n.getArguments()));
		}
		if (e instanceof AssignmentExpression a) {
			return expression(a.getTarget(), LOGICAL_OR) + " " + a.getOperator() + " "
					+ expression(a.getValue(), ASSIGNMENT);
		}
		if (e instanceof ConditionalExpression c) {
			return expression(c.getCondition(), LOGICAL_OR) + " ? " + bracketed(c.getThen(), ASSIGNMENT) + " : "
					+ expression(c.getElse(), ASSIGNMENT);
		}
		if (e instanceof ArrowFunction a) {
			return arrow(a);
		}
		if (e instanceof Sequence s) {
			return join(s.getExpressions(), x -> expression(x, ASSIGNMENT));
		}
		if (e instanceof Spread s) {
			return "..." + expression(s.getValue(), ASSIGNMENT);
		}
		if (e instanceof Parenthesized p) {
			return "(" + bracketed(p.getExpression(), SEQUENCE) + ")";
		}
		if (e instanceof ArrayLiteral a) {
			return "[" + join(a.getElements(), x -> bracketed(x, ASSIGNMENT)) + "]";
		}
		if (e instanceof ObjectLiteral o) {
			return objectLiteral(o);
		}
		if (e instanceof FunctionExpression f) {
			return "function " + (f.getName() == null ? "" : f.getName()) + parameters(f.getParameters(), f.getNames())
					+ " " + functionBody(f.getBody());
		}
		if (e instanceof ClassExpression c) {
			return "class" + (c.getName() == null ? "" : " " + c.getName()) + heritage(c.getSuperClass()) + " "
					+ classBody(c.getBody(), depth);
		}
		throw new IllegalArgumentException("unknown expression " + e.eClass().getName());
	}

	/** An expression inside brackets of its own, where a for-loop initializer's 'in' is harmless. */
	private String bracketed(Expression e, int level) {
		boolean enclosing = noIn;
		noIn = false;
		try {
			return expression(e, level);
		} finally {
			noIn = enclosing;
		}
	}

	private String binary(Binary b) {
		String operator = b.getOperator();
		int level = binaryPrecedence(operator);
		if (level == EXPONENT) {
			// Right-associative; the left operand must be an update or a left-hand side (JavaScript rejects -a ** b).
			Expression left = b.getLeft();
			String l = exponentBaseNeedsParentheses(left) ? parenthesized(left) : expression(left, UNARY);
			return l + " ** " + expression(b.getRight(), EXPONENT);
		}
		return expression(b.getLeft(), level) + " " + operator + " " + expression(b.getRight(), level + 1);
	}

	/** A prefix operator: words and operand are apart; '-' before '-x' or '--x' (and '+' alike) too. */
	private String prefix(String operator, Expression operand) {
		String text = expression(operand, UNARY);
		char last = operator.charAt(operator.length() - 1);
		boolean apart = Character.isLetter(last) || (last == '-' || last == '+') && text.charAt(0) == last;
		return operator + (apart ? " " : "") + text;
	}

	/**
	 * A new's constructor: a member chain without calls (a call would take the arguments); a new without
	 * arguments directly in a new with arguments would take them too.
	 */
	private String constructor(Expression c, boolean outerHasArguments) {
		if (c instanceof New n && n.getArguments() == null && outerHasArguments || !isConstructorChain(c)) {
			return parenthesized(c);
		}
		return expressionText(c);
	}

	private static boolean isConstructorChain(Expression e) {
		Expression target;
		if (e instanceof Member m) {
			target = m.getTarget();
		} else if (e instanceof Index i) {
			target = i.getTarget();
		} else {
			return e instanceof New || precedence(e) == PRIMARY;
		}
		return targetNeedsParentheses(target) || isConstructorChain(target);
	}

	private String arguments(Arguments arguments) {
		return "(" + join(arguments.getValues(), x -> bracketed(x, ASSIGNMENT)) + ")";
	}

	private String arrow(ArrowFunction a) {
		String parameters;
		if (a.getParameters() != null) {
			parameters = parameters(a.getParameters());
		} else if (a.getSingle() != null) {
			parameters = a.getSingle().getName();
		} else {
			var names = new java.util.ArrayList<String>(a.getNames());
			names.addAll(defaulted(a.getDefaulted(), a.getDefaults()));
			if (a.getRest() != null) {
				names.add("..." + a.getRest());
			}
			parameters = "(" + String.join(", ", names) + ")";
		}
		if (a.getBody() != null) {
			return parameters + " => " + functionBody(a.getBody());
		}
		// A '{' after '=>' opens a function body: an object literal that would come first goes in parentheses.
		Expression enclosing = ambiguousStart;
		ambiguousStart = ambiguousStart(a.getValue(), true);
		try {
			return parameters + " => " + expression(a.getValue(), ASSIGNMENT);
		} finally {
			ambiguousStart = enclosing;
		}
	}

	/** Names with their defaults: {@code b = 1}. */
	private java.util.List<String> defaulted(java.util.List<String> names, java.util.List<Expression> defaults) {
		var result = new java.util.ArrayList<String>(names.size());
		for (int i = 0; i < names.size(); i++) {
			result.add(names.get(i) + " = " + expression(defaults.get(i), ASSIGNMENT));
		}
		return result;
	}

	/** The texts as written, each substitution between two of them. */
	private String template(SubstitutionTemplate t) {
		var text = new StringBuilder(t.getHead());
		for (int i = 0; i < t.getSubstitutions().size(); i++) {
			text.append(expression(t.getSubstitutions().get(i), SEQUENCE));
			text.append(i < t.getMiddles().size() ? t.getMiddles().get(i) : t.getTail());
		}
		return text.toString();
	}

	private String functionBody(FunctionBody body) {
		return body(body.getStatements(), depth);
	}

	/** On one line, or one property a line if a method's body takes lines anyway. */
	private String objectLiteral(ObjectLiteral o) {
		boolean enclosingNoIn = noIn;
		int enclosingDepth = depth;
		noIn = false;
		try {
			if (o.getProperties().stream().noneMatch(p -> p instanceof Method)) {
				return "{" + join(o.getProperties(), this::property) + "}";
			}
			depth = enclosingDepth + 1;
			var out = new StringBuilder("{");
			for (int i = 0; i < o.getProperties().size(); i++) {
				out.append(i == 0 ? "\n" : ",\n").append(INDENT.repeat(depth)).append(property(o.getProperties().get(i)));
			}
			return out.append('\n').append(INDENT.repeat(enclosingDepth)).append('}').toString();
		} finally {
			noIn = enclosingNoIn;
			depth = enclosingDepth;
		}
	}

	private String property(Property p) {
		if (p instanceof ValueProperty v) {
			return propertyName(v.getKey()) + ": " + expression(v.getValue(), ASSIGNMENT);
		}
		if (p instanceof Shorthand s) {
			return s.getName();
		}
		if (p instanceof Method m) {
			return method(m, depth);
		}
		throw new IllegalArgumentException("unknown property " + p.eClass().getName());
	}

	private String propertyName(PropertyName key) {
		if (key instanceof IdentifierKey i) {
			return i.getName();
		}
		if (key instanceof StringKey s) {
			return s.getValue();
		}
		if (key instanceof NumberKey n) {
			return n.getValue();
		}
		if (key instanceof ComputedKey c) {
			return "[" + bracketed(c.getExpression(), ASSIGNMENT) + "]";
		}
		throw new IllegalArgumentException("unknown property name " + key.eClass().getName());
	}

	private static <T> String join(List<T> items, Function<T, String> render) {
		var parts = new ArrayList<String>(items.size());
		for (T item : items) {
			parts.add(render.apply(item));
		}
		return String.join(", ", parts);
	}
}
