package cadmus.lang.lua;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EObject;

import cadmus.lang.lua.lua.Arguments;
import cadmus.lang.lua.lua.Assignment;
import cadmus.lang.lua.lua.Binary;
import cadmus.lang.lua.lua.Block;
import cadmus.lang.lua.lua.Break;
import cadmus.lang.lua.lua.Call;
import cadmus.lang.lua.lua.CallStatement;
import cadmus.lang.lua.lua.Chunk;
import cadmus.lang.lua.lua.Do;
import cadmus.lang.lua.lua.Expression;
import cadmus.lang.lua.lua.FalseLiteral;
import cadmus.lang.lua.lua.Field;
import cadmus.lang.lua.lua.Function;
import cadmus.lang.lua.lua.FunctionBody;
import cadmus.lang.lua.lua.FunctionDeclaration;
import cadmus.lang.lua.lua.GenericFor;
import cadmus.lang.lua.lua.If;
import cadmus.lang.lua.lua.Index;
import cadmus.lang.lua.lua.KeyedField;
import cadmus.lang.lua.lua.ListArguments;
import cadmus.lang.lua.lua.Local;
import cadmus.lang.lua.lua.LocalFunction;
import cadmus.lang.lua.lua.Member;
import cadmus.lang.lua.lua.MethodCall;
import cadmus.lang.lua.lua.Name;
import cadmus.lang.lua.lua.NamedField;
import cadmus.lang.lua.lua.NilLiteral;
import cadmus.lang.lua.lua.NumberLiteral;
import cadmus.lang.lua.lua.NumericFor;
import cadmus.lang.lua.lua.PositionalField;
import cadmus.lang.lua.lua.Repeat;
import cadmus.lang.lua.lua.Return;
import cadmus.lang.lua.lua.Statement;
import cadmus.lang.lua.lua.StringArgument;
import cadmus.lang.lua.lua.StringLiteral;
import cadmus.lang.lua.lua.Table;
import cadmus.lang.lua.lua.TableArgument;
import cadmus.lang.lua.lua.TrueLiteral;
import cadmus.lang.lua.lua.Unary;
import cadmus.lang.lua.lua.Vararg;
import cadmus.lang.lua.lua.While;

/**
 * Renders Lua trees as text. Every compound operand is parenthesized, so precedence and associativity never
 * need deciding and the text re-parses to the same tree (parentheses leave no node). Statements go one per
 * line; a statement that starts with '(' gets a ';' after its predecessor, which Lua needs to tell it from
 * a call continuing the previous line. Not thread-safe: use one renderer per thread or per call.
 */
public final class LuaRenderer {

	private static final String INDENT = "  ";
	private final LuaStringConverter strings = new LuaStringConverter();
	/** Indentation depth of the statement being rendered, for function expressions inside it. */
	private int depth;

	public String render(EObject tree) {
		if (tree instanceof Chunk chunk) {
			var out = new StringBuilder();
			block(chunk.getBlock(), 0, out);
			return out.toString();
		}
		if (tree instanceof Expression expression) {
			return expression(expression);
		}
		throw new IllegalArgumentException("not a Lua chunk or expression: " + tree.eClass().getName());
	}

	private void block(Block block, int depth, StringBuilder out) {
		if (block == null) {
			return;
		}
		var lines = new ArrayList<String>();
		int enclosing = this.depth;
		this.depth = depth;
		for (Statement s : block.getStatements()) {
			lines.add(statement(s, depth));
		}
		if (block.getLast() instanceof Return ret) {
			lines.add(ret.getValues().isEmpty() ? "return" : "return " + list(ret.getValues()));
		} else if (block.getLast() instanceof Break) {
			lines.add("break");
		}
		this.depth = enclosing;
		for (int i = 0; i < lines.size(); i++) {
			boolean nextOpensParen = i + 1 < lines.size() && lines.get(i + 1).startsWith("(");
			out.append(INDENT.repeat(depth)).append(lines.get(i)).append(nextOpensParen ? ";" : "").append('\n');
		}
	}

	private String statement(Statement s, int depth) {
		if (s instanceof Local local) {
			String names = String.join(", ", local.getNames());
			return local.getValues().isEmpty() ? "local " + names : "local " + names + " = " + list(local.getValues());
		}
		if (s instanceof Assignment a) {
			return list(a.getTargets()) + " = " + list(a.getValues());
		}
		if (s instanceof CallStatement c) {
			return expression(c.getCall());
		}
		if (s instanceof LocalFunction f) {
			return "local function " + f.getName() + functionBody(f.getBody(), depth);
		}
		if (s instanceof FunctionDeclaration f) {
			var name = new StringBuilder(f.getName());
			f.getFields().forEach(field -> name.append('.').append(field));
			if (f.getMethod() != null) {
				name.append(':').append(f.getMethod());
			}
			return "function " + name + functionBody(f.getBody(), depth);
		}
		if (s instanceof If i) {
			var out = new StringBuilder("if " + expression(i.getCondition()) + " then\n");
			block(i.getThenBlock(), depth + 1, out);
			for (var elseIf : i.getElseIfs()) {
				out.append(INDENT.repeat(depth)).append("elseif ").append(expression(elseIf.getCondition()))
						.append(" then\n");
				block(elseIf.getBlock(), depth + 1, out);
			}
			if (i.getElseBlock() != null) {
				out.append(INDENT.repeat(depth)).append("else\n");
				block(i.getElseBlock(), depth + 1, out);
			}
			return out.append(INDENT.repeat(depth)).append("end").toString();
		}
		if (s instanceof While w) {
			return "while " + expression(w.getCondition()) + " do\n" + nested(w.getBlock(), depth) + "end";
		}
		if (s instanceof Repeat r) {
			return "repeat\n" + nested(r.getBlock(), depth) + "until " + expression(r.getCondition());
		}
		if (s instanceof Do d) {
			return "do\n" + nested(d.getBlock(), depth) + "end";
		}
		if (s instanceof NumericFor f) {
			var head = "for " + f.getVariable() + " = " + expression(f.getStart()) + ", " + expression(f.getLimit())
					+ (f.getStep() == null ? "" : ", " + expression(f.getStep()));
			return head + " do\n" + nested(f.getBlock(), depth) + "end";
		}
		if (s instanceof GenericFor f) {
			return "for " + String.join(", ", f.getNames()) + " in " + list(f.getIterators()) + " do\n"
					+ nested(f.getBlock(), depth) + "end";
		}
		throw new IllegalArgumentException("unknown statement " + s.eClass().getName());
	}

	/** A nested block's lines followed by the indentation of the line that closes it. */
	private String nested(Block block, int depth) {
		var out = new StringBuilder();
		block(block, depth + 1, out);
		return out.append(INDENT.repeat(depth)).toString();
	}

	private String functionBody(FunctionBody body, int depth) {
		var params = new ArrayList<>(body.getParameters());
		if (body.isVarargs()) {
			params.add("...");
		}
		return "(" + String.join(", ", params) + ")\n" + nested(body.getBlock(), depth) + "end";
	}

	private String list(List<? extends Expression> expressions) {
		return expressions.stream().map(this::expression).collect(Collectors.joining(", "));
	}

	private String expression(Expression e) {
		if (e instanceof Binary b) {
			return operand(b.getLeft()) + " " + b.getOperator() + " " + operand(b.getRight());
		}
		if (e instanceof Unary u) {
			String op = u.getOperator();
			return op + ("not".equals(op) ? " " : "") + operand(u.getOperand());
		}
		if (e instanceof NilLiteral) {
			return "nil";
		}
		if (e instanceof TrueLiteral) {
			return "true";
		}
		if (e instanceof FalseLiteral) {
			return "false";
		}
		if (e instanceof Vararg) {
			return "...";
		}
		if (e instanceof NumberLiteral n) {
			return n.getValue();
		}
		if (e instanceof StringLiteral s) {
			return strings.toString(s.getValue());
		}
		if (e instanceof Function f) {
			return "function" + functionBody(f.getBody(), depth);
		}
		if (e instanceof Table t) {
			return table(t);
		}
		if (e instanceof Name n) {
			return n.getName();
		}
		if (e instanceof Index i) {
			return prefix(i.getTarget()) + "[" + expression(i.getKey()) + "]";
		}
		if (e instanceof Member m) {
			return prefix(m.getTarget()) + "." + m.getName();
		}
		if (e instanceof MethodCall m) {
			return prefix(m.getTarget()) + ":" + m.getName() + arguments(m.getArguments());
		}
		if (e instanceof Call c) {
			return prefix(c.getTarget()) + arguments(c.getArguments());
		}
		throw new IllegalArgumentException("unknown expression " + e.eClass().getName());
	}

	/** An operator's operand: compound operands in parentheses. */
	private String operand(Expression e) {
		return e instanceof Binary || e instanceof Unary ? "(" + expression(e) + ")" : expression(e);
	}

	/** What a suffix applies to must be a prefix expression in Lua; anything else goes in parentheses. */
	private String prefix(Expression e) {
		boolean prefix = e instanceof Name || e instanceof Index || e instanceof Member || e instanceof Call
				|| e instanceof MethodCall;
		return prefix ? expression(e) : "(" + expression(e) + ")";
	}

	private String arguments(Arguments arguments) {
		if (arguments instanceof ListArguments list) {
			return "(" + list(list.getValues()) + ")";
		}
		if (arguments instanceof TableArgument t) {
			return table(t.getTable());
		}
		if (arguments instanceof StringArgument s) {
			return " " + strings.toString(s.getValue());
		}
		throw new IllegalArgumentException("unknown arguments " + arguments.eClass().getName());
	}

	private String table(Table t) {
		return "{" + t.getFields().stream().map(this::field).collect(Collectors.joining(", ")) + "}";
	}

	private String field(Field f) {
		if (f instanceof NamedField n) {
			return n.getName() + " = " + expression(n.getValue());
		}
		if (f instanceof KeyedField k) {
			return "[" + expression(k.getKey()) + "] = " + expression(k.getValue());
		}
		if (f instanceof PositionalField p) {
			return expression(p.getValue());
		}
		throw new IllegalArgumentException("unknown field " + f.eClass().getName());
	}
}
