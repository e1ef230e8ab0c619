package cadmus.lang.dafny;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import cadmus.api.UnparsableProgramException;
import cadmus.lang.dafny.dafny.Block;
import cadmus.lang.dafny.dafny.Call;
import cadmus.lang.dafny.dafny.Cardinality;
import cadmus.lang.dafny.dafny.CharLiteral;
import cadmus.lang.dafny.dafny.CollectionType;
import cadmus.lang.dafny.dafny.Datatype;
import cadmus.lang.dafny.dafny.Document;
import cadmus.lang.dafny.dafny.Expression;
import cadmus.lang.dafny.dafny.FunctionDeclaration;
import cadmus.lang.dafny.dafny.Main;
import cadmus.lang.dafny.dafny.MethodDeclaration;
import cadmus.lang.dafny.dafny.NamedType;
import cadmus.lang.dafny.dafny.PrimitiveType;
import cadmus.lang.dafny.dafny.Print;
import cadmus.lang.dafny.dafny.Reference;
import cadmus.lang.dafny.dafny.Select;
import cadmus.lang.dafny.dafny.Statement;
import cadmus.lang.dafny.dafny.StringLiteral;
import cadmus.lang.dafny.dafny.TupleType;
import cadmus.lang.dafny.dafny.TypeName;
import cadmus.lang.dafny.dafny.Update;
import cadmus.lang.dafny.dafny.VarDeclaration;

/**
 * Turns what a program printed into assertions of it, for the verification oracle: the prints that end Main
 * ({@code print v, "\n";}, one line each, the last lines of the output) become {@code assert v == <value>;} just
 * before them, for each variable whose value the verifier is meant to know there: declared in Main's body, written
 * only by statements of that body itself (not in a loop, a branch or a case, where the verifier knows only what an
 * invariant says), from expressions that call no method and no recursive function (whose results it knows only
 * through their specifications, or to a bounded depth) and read no array, nor any variable it may not know.
 * Printed values are written back as Dafny: numbers, reals (1.5, (3.0 / 7.0)), booleans, sequences, tuples and
 * datatype values as printed; other text as a string, or a char when it is one character.
 */
final class DafnyAssertions {

	/** One assertion: the variable, the value it printed as Dafny, and what kind of value that is. */
	record Assertion(String variable, String value, String kind) {
	}

	/** P': the program with the assertions; each assertion's line in it (1-based, of the whole text). */
	record Asserted(String text, List<Assertion> assertions, List<Integer> lines) {
	}

	private static final Pattern INTEGER = Pattern.compile("-?\\d+");
	private static final Pattern REAL = Pattern.compile("-?\\d+\\.\\d+|\\(-?\\d+\\.\\d+ / \\d+\\.\\d+\\)");
	private static final Pattern DATATYPE = Pattern.compile("D\\d+\\.[A-Z]\\d+(\\(.*\\))?");

	private final DafnySyntax syntax;
	private final DafnyRenderer renderer = new DafnyRenderer();

	DafnyAssertions(DafnySyntax syntax) {
		this.syntax = syntax;
	}

	/** P' for a program and its output, leaving out the assertions {@code dropped} names; empty if none is left. */
	Optional<Asserted> assertAll(String program, String output, Set<String> dropped) throws UnparsableProgramException {
		return build(program, output, dropped, -1);
	}

	/**
	 * P'' for one assertion: P' with that assertion's value made wrong; empty where no wrong value is at hand (a
	 * datatype's, a tuple's).
	 */
	Optional<Asserted> mutant(String program, String output, Set<String> dropped, int index) throws UnparsableProgramException {
		return build(program, output, dropped, index);
	}

	private Optional<Asserted> build(String program, String output, Set<String> dropped, int mutated)
			throws UnparsableProgramException {
		var document = (Document) syntax.parse(program);
		Main main = document.getDeclarations().stream().filter(Main.class::isInstance).map(Main.class::cast).findFirst()
				.orElse(null);
		if (main == null) {
			return Optional.empty();
		}
		var statements = main.getBody().getStatements();
		var observed = new ArrayList<Print>();
		var declared = declaredTypes(main);
		boolean newlines = writesNewline(document);
		for (int i = statements.size() - 1; i >= 0 && observation(statements.get(i)) != null; i--) {
			// Lines are matched to prints from the output's end: where the program has a newline to print, a value
			// that may hold one (a char, a string) would shift every line before it, so the prints from it back are
			// not asserted.
			if (newlines && mayHoldNewline((Print) statements.get(i), declared, document)) {
				break;
			}
			observed.add(0, (Print) statements.get(i));
		}
		var lines = output.endsWith("\n") ? output.substring(0, output.length() - 1).split("\n", -1) : null;
		if (observed.isEmpty() || lines == null || lines.length < observed.size()) {
			return Optional.empty();
		}
		var knowable = knowable(document, main);
		var assertions = new ArrayList<Assertion>();
		var asserts = new ArrayList<EObject>();
		for (int i = 0; i < observed.size(); i++) {
			String variable = observation(observed.get(i));
			String printed = lines[lines.length - observed.size() + i];
			if (!knowable.contains(variable) || dropped.contains(variable)) {
				continue;
			}
			var assertion = new Assertion(variable, literal(printed), kind(printed));
			String value = assertions.size() == mutated ? wrong(assertion) : assertion.value();
			if (value == null) {
				return Optional.empty();
			}
			Statement statement;
			try {
				statement = parseAssert(variable + " == " + value);
			} catch (UnparsableProgramException e) {
				// printed text that is no Dafny (a tuple or a sequence with strings in it): not asserted
				continue;
			}
			statements.add(statements.indexOf(observed.get(i)), statement);
			assertions.add(assertion);
			asserts.add(statement);
		}
		if (assertions.isEmpty() || mutated >= assertions.size()) {
			return Optional.empty();
		}
		String text = renderer.render(document);
		return Optional.of(new Asserted(text, assertions, linesOf(text, asserts)));
	}

	/** The declared type of each variable of Main's body. */
	private static java.util.Map<String, TypeName> declaredTypes(Main main) {
		var types = new java.util.HashMap<String, TypeName>();
		for (var statement : main.getBody().getStatements()) {
			if (statement instanceof VarDeclaration v && v.getTypes().size() == v.getNames().size()) {
				for (int i = 0; i < v.getNames().size(); i++) {
					types.put(v.getNames().get(i), v.getTypes().get(i));
				}
			}
		}
		return types;
	}

	/**
	 * Whether a value the program computes may hold a newline: only a char or string literal with one makes it (no
	 * int becomes a char), besides the newlines prints end with.
	 */
	private static boolean writesNewline(Document document) {
		var nodes = document.eAllContents();
		while (nodes.hasNext()) {
			var node = nodes.next();
			if (node instanceof CharLiteral c && c.getValue().contains("\\n")
					|| node instanceof StringLiteral t && t.getValue().contains("\\n") && !(t.eContainer() instanceof Print)) {
				return true;
			}
		}
		return false;
	}

	/** Whether what an observation prints may span lines: a value of a type with chars in it, or of no known type. */
	private static boolean mayHoldNewline(Print print, java.util.Map<String, TypeName> declared, Document document) {
		var value = print.getValues().get(0);
		if (value instanceof Cardinality) {
			return false;
		}
		return !(value instanceof Reference r) || !declared.containsKey(r.getName())
				|| textual(declared.get(r.getName()), document, new HashSet<>());
	}

	private static boolean textual(TypeName type, Document document, Set<String> seen) {
		if (type instanceof PrimitiveType p) {
			return p.getName().equals("char") || p.getName().equals("string");
		}
		if (type instanceof CollectionType c) {
			return textual(c.getElement(), document, seen);
		}
		if (type instanceof TupleType t) {
			return t.getElements().stream().anyMatch(e -> textual(e, document, seen));
		}
		if (type instanceof NamedType n) {
			// a datatype is textual when a field of one of its constructors is; a class or an unknown name is
			if (!seen.add(n.getName())) {
				return false;
			}
			var datatype = document.getDeclarations().stream().filter(Datatype.class::isInstance).map(Datatype.class::cast)
					.filter(d -> d.getName().equals(n.getName())).findFirst();
			return datatype.isEmpty() || datatype.get().getVariants().stream()
					.anyMatch(v -> v.getFieldTypes().stream().anyMatch(f -> textual(f, document, seen)));
		}
		// a map, an array: not printed as a value here
		return true;
	}

	/** The variable an observation print prints ({@code print v, "\n";}), or null for another statement. */
	private static String observation(Statement statement) {
		if (statement instanceof Print print && print.getValues().size() == 2 && print.getValues().get(0) instanceof Reference r
				&& print.getValues().get(1) instanceof StringLiteral s && s.getValue().equals("\"\\n\"")) {
			return r.getName();
		}
		return statement instanceof Print print && print.getValues().size() == 2 && print.getValues().get(1) instanceof StringLiteral s
				&& s.getValue().equals("\"\\n\"") ? "" : null;
	}

	/** The variables of Main whose values the verifier knows at its end (see the class comment). */
	private static Set<String> knowable(Document document, Main main) {
		var opaque = new HashSet<String>();
		for (var declaration : document.getDeclarations()) {
			if (declaration instanceof MethodDeclaration m) {
				opaque.add(m.getName());
			}
			if (declaration instanceof FunctionDeclaration f && !f.getSpecifications().isEmpty()) {
				opaque.add(f.getName());
			}
		}
		var known = new HashSet<String>();
		var unknown = new HashSet<String>();
		// written anywhere below a statement of Main's body: not known
		for (var statement : main.getBody().getStatements()) {
			if (!(statement instanceof VarDeclaration) && !(statement instanceof Update)) {
				statement.eAllContents().forEachRemaining(node -> {
					if (node instanceof Update u) {
						u.getTargets().forEach(t -> unknown.add(written(t)));
					}
					if (node instanceof VarDeclaration v) {
						unknown.addAll(v.getNames());
					}
				});
			}
		}
		for (var statement : main.getBody().getStatements()) {
			if (statement instanceof VarDeclaration v) {
				boolean clear = v.getValues().size() == v.getNames().size() && v.getValues().stream().allMatch(e -> clear(e, opaque, known));
				for (String name : v.getNames()) {
					(clear && !unknown.contains(name) ? known : unknown).add(name);
				}
			} else if (statement instanceof Update u) {
				boolean clear = u.getValues().size() == u.getTargets().size() && u.getValues().stream().allMatch(e -> clear(e, opaque, known));
				for (var target : u.getTargets()) {
					String name = written(target);
					if (!clear) {
						known.remove(name);
						unknown.add(name);
					}
				}
			}
		}
		known.removeAll(unknown);
		return known;
	}

	private static String written(Expression target) {
		return target instanceof Reference r ? r.getName() : "";
	}

	/** Whether the verifier knows an expression's value: no method or recursive call, no array, only known names. */
	private static boolean clear(Expression e, Set<String> opaque, Set<String> known) {
		var nodes = new ArrayList<EObject>();
		nodes.add(e);
		e.eAllContents().forEachRemaining(nodes::add);
		for (var node : nodes) {
			// an array's element, an object's field or member: the heap, which the verifier knows only through
			// specifications
			if (node instanceof Select || node instanceof cadmus.lang.dafny.dafny.NewArray
					|| node instanceof cadmus.lang.dafny.dafny.NewObject || node instanceof cadmus.lang.dafny.dafny.This
					|| node instanceof cadmus.lang.dafny.dafny.Member m && DafnyConstructs.of(m).matches("FieldAccess|MemberCall")) {
				return false;
			}
			if (node instanceof Call call && call.getTarget() instanceof Reference r && opaque.contains(r.getName())) {
				return false;
			}
			if (node instanceof Reference r && r.getName().matches("v\\d+") && !known.contains(r.getName())
					&& !(r.eContainer() instanceof Call c && c.getTarget() == r)) {
				return false;
			}
		}
		return true;
	}

	/** A printed value as Dafny. */
	static String literal(String printed) {
		if (INTEGER.matcher(printed).matches() || REAL.matcher(printed).matches() || printed.equals("true")
				|| printed.equals("false") || printed.startsWith("[") || printed.startsWith("(")
				|| DATATYPE.matcher(printed).matches()) {
			return printed.matches("-.*") ? "(" + printed + ")" : printed;
		}
		return printed.length() == 1 ? "'" + escape(printed, '\'') + "'" : "\"" + escape(printed, '"') + "\"";
	}

	private static String kind(String printed) {
		if (INTEGER.matcher(printed).matches()) {
			return "int";
		}
		if (REAL.matcher(printed).matches()) {
			return "real";
		}
		if (printed.equals("true") || printed.equals("false")) {
			return "bool";
		}
		if (printed.startsWith("[")) {
			return "sequence";
		}
		if (printed.startsWith("(")) {
			return "tuple";
		}
		if (DATATYPE.matcher(printed).matches()) {
			return "datatype";
		}
		return printed.length() == 1 ? "char" : "string";
	}

	/** A value the assertion's variable does not have, of its type; null where none is at hand. */
	private static String wrong(Assertion a) {
		return switch (a.kind()) {
		case "int" -> a.value() + " + 1";
		case "real" -> a.value() + " + 1.0";
		case "bool" -> a.value().equals("true") ? "false" : "true";
		case "sequence" -> a.value().equals("[]") ? null : a.value() + " + " + a.value();
		case "string" -> a.value() + " + \"x\"";
		case "char" -> a.value().equals("'x'") ? "'y'" : "'x'";
		default -> null;
		};
	}

	private static String escape(String text, char quote) {
		var out = new StringBuilder();
		for (char c : text.toCharArray()) {
			switch (c) {
			case '\\' -> out.append("\\\\");
			case '\t' -> out.append("\\t");
			case '\r' -> out.append("\\r");
			default -> {
				if (c == quote) {
					out.append('\\');
				}
				out.append(c);
			}
			}
		}
		return out.toString();
	}

	private Statement parseAssert(String condition) throws UnparsableProgramException {
		var document = (Document) syntax.parse("method Main() { assert " + condition + "; }");
		var main = (Main) document.getDeclarations().get(0);
		return EcoreUtil.copy(((Block) main.getBody()).getStatements().get(0));
	}

	/** The 1-based lines of the given statements in the rendered text (each statement is a line of its own). */
	private List<Integer> linesOf(String text, List<EObject> statements) {
		var result = new ArrayList<Integer>();
		var lines = text.split("\n", -1);
		int from = 0;
		for (var statement : statements) {
			String line = renderer.render(statement);
			for (int i = from; i < lines.length; i++) {
				if (lines[i].strip().equals(line.strip())) {
					result.add(i + 1);
					from = i + 1;
					break;
				}
			}
		}
		return result;
	}
}
