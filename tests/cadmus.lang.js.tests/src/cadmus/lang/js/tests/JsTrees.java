package cadmus.lang.js.tests;

import java.util.ArrayList;
import java.util.Collections;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import cadmus.lang.js.js.Arguments;
import cadmus.lang.js.js.ArrowFunction;
import cadmus.lang.js.js.AssignmentExpression;
import cadmus.lang.js.js.Binary;
import cadmus.lang.js.js.Call;
import cadmus.lang.js.js.ClassExpression;
import cadmus.lang.js.js.ConditionalExpression;
import cadmus.lang.js.js.Expression;
import cadmus.lang.js.js.ExpressionStatement;
import cadmus.lang.js.js.FunctionExpression;
import cadmus.lang.js.js.JsFactory;
import cadmus.lang.js.js.Member;
import cadmus.lang.js.js.Name;
import cadmus.lang.js.js.New;
import cadmus.lang.js.js.NumberLiteral;
import cadmus.lang.js.js.ObjectLiteral;
import cadmus.lang.js.js.Parenthesized;
import cadmus.lang.js.js.PostfixUpdate;
import cadmus.lang.js.js.PrefixUpdate;
import cadmus.lang.js.js.Script;
import cadmus.lang.js.js.Sequence;
import cadmus.lang.js.js.Shorthand;
import cadmus.lang.js.js.Statement;
import cadmus.lang.js.js.UnaryExpression;

/** JavaScript trees built directly, as the generator builds them (without Parenthesized nodes), for the renderer's tests. */
final class JsTrees {

	private static final JsFactory JS = JsFactory.eINSTANCE;

	private JsTrees() {
	}

	/** The tree without Parenthesized nodes, as the generator would have built it. */
	static EObject withoutParentheses(EObject tree) {
		var nodes = new ArrayList<Parenthesized>();
		tree.eAllContents().forEachRemaining(node -> {
			if (node instanceof Parenthesized p) {
				nodes.add(p);
			}
		});
		Collections.reverse(nodes);
		for (Parenthesized p : nodes) {
			EcoreUtil.replace(p, p.getExpression());
		}
		return tree;
	}

	static Script script(Statement statement) {
		Script script = JS.createScript();
		script.getStatements().add(statement);
		return script;
	}

	static ExpressionStatement statement(Expression expression) {
		ExpressionStatement statement = JS.createExpressionStatement();
		statement.setExpression(expression);
		return statement;
	}

	static Name name(String name) {
		Name n = JS.createName();
		n.setName(name);
		return n;
	}

	static NumberLiteral number(String value) {
		NumberLiteral n = JS.createNumberLiteral();
		n.setValue(value);
		return n;
	}

	static Binary binary(String operator, Expression left, Expression right) {
		Binary b = JS.createBinary();
		b.setOperator(operator);
		b.setLeft(left);
		b.setRight(right);
		return b;
	}

	static UnaryExpression unary(String operator, Expression operand) {
		UnaryExpression u = JS.createUnaryExpression();
		u.setOperator(operator);
		u.setOperand(operand);
		return u;
	}

	static PrefixUpdate prefix(String operator, Expression operand) {
		PrefixUpdate u = JS.createPrefixUpdate();
		u.setOperator(operator);
		u.setOperand(operand);
		return u;
	}

	static PostfixUpdate postfix(String operator, Expression operand) {
		PostfixUpdate u = JS.createPostfixUpdate();
		u.setOperator(operator);
		u.setOperand(operand);
		return u;
	}

	static AssignmentExpression assign(Expression target, Expression value) {
		AssignmentExpression a = JS.createAssignmentExpression();
		a.setTarget(target);
		a.setOperator("=");
		a.setValue(value);
		return a;
	}

	static ConditionalExpression conditional(Expression condition, Expression then, Expression otherwise) {
		ConditionalExpression c = JS.createConditionalExpression();
		c.setCondition(condition);
		c.setThen(then);
		c.setElse(otherwise);
		return c;
	}

	static Sequence sequence(Expression... expressions) {
		Sequence s = JS.createSequence();
		for (Expression e : expressions) {
			s.getExpressions().add(e);
		}
		return s;
	}

	/** An arrow function without parameters: {@code () => value}. */
	static ArrowFunction arrow(Expression value) {
		ArrowFunction a = JS.createArrowFunction();
		a.setValue(value);
		return a;
	}

	/** An arrow function of one parameter: {@code name => value}. */
	static ArrowFunction arrow(String parameter, Expression value) {
		ArrowFunction a = arrow(value);
		var single = JS.createBindingName();
		single.setName(parameter);
		a.setSingle(single);
		return a;
	}

	static Member member(Expression target, String name) {
		Member m = JS.createMember();
		m.setTarget(target);
		m.setName(name);
		return m;
	}

	static Call call(Expression target, Expression... arguments) {
		Call c = JS.createCall();
		c.setTarget(target);
		c.setArguments(arguments(arguments));
		return c;
	}

	static Arguments arguments(Expression... values) {
		Arguments a = JS.createArguments();
		for (Expression v : values) {
			a.getValues().add(v);
		}
		return a;
	}

	static New newOf(Expression constructor, boolean withArguments) {
		New n = JS.createNew();
		n.setConstructor(constructor);
		if (withArguments) {
			n.setArguments(arguments());
		}
		return n;
	}

	/** An object literal of shorthand properties. */
	static ObjectLiteral object(String... shorthands) {
		ObjectLiteral o = JS.createObjectLiteral();
		for (String name : shorthands) {
			Shorthand s = JS.createShorthand();
			s.setName(name);
			o.getProperties().add(s);
		}
		return o;
	}

	static FunctionExpression function() {
		// No parameters: plain names, none of them (as the parser reads "function () {}").
		FunctionExpression f = JS.createFunctionExpression();
		f.setBody(JS.createFunctionBody());
		return f;
	}

	static ClassExpression classExpression() {
		ClassExpression c = JS.createClassExpression();
		c.setBody(JS.createClassBody());
		return c;
	}
}
