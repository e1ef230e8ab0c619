package cadmus.lang.dafny;

import org.eclipse.emf.ecore.EObject;

import cadmus.lang.dafny.dafny.Binary;
import cadmus.lang.dafny.dafny.FunctionDeclaration;
import cadmus.lang.dafny.dafny.Member;
import cadmus.lang.dafny.dafny.MultisetDisplay;
import cadmus.lang.dafny.dafny.PredicateDeclaration;
import cadmus.lang.dafny.dafny.Quantifier;
import cadmus.lang.dafny.dafny.Select;
import cadmus.lang.dafny.dafny.Unary;
import cadmus.lang.dafny.dafny.Update;
import cadmus.lang.dafny.dafny.VarDeclaration;

/**
 * The construct a Dafny node is, for coverage counts: its class, told apart where one class is several constructs
 * (an operator, a function method from a ghost function, an index from a slice or an update, a destructor from a
 * tuple's component or a constructor test, a call statement from an assignment).
 */
final class DafnyConstructs {

	private DafnyConstructs() {
	}

	static String of(EObject node) {
		String name = node.eClass().getName();
		if (node instanceof Binary b) {
			return name + " " + b.getOperator();
		}
		if (node instanceof Unary u) {
			return name + " " + u.getOperator();
		}
		if (node instanceof FunctionDeclaration f) {
			return f.isCompiled() ? "FunctionMethod" : "GhostFunction";
		}
		if (node instanceof PredicateDeclaration p) {
			return p.isCompiled() ? "PredicateMethod" : "GhostPredicate";
		}
		if (node instanceof Quantifier q) {
			return name + " " + q.getKind();
		}
		if (node instanceof Select s) {
			return s.isSlice() ? "Slice" : s.getUpdate() != null ? "SelectUpdate" : "Index";
		}
		if (node instanceof Member m) {
			return m.isDiscriminator() ? "ConstructorTest" : m.getName().matches("\\d+") ? "TupleComponent"
					: m.getName().equals("Length") ? "ArrayLength" : m.getName().equals("Floor") ? "Floor"
							: m.getName().matches("x\\d+") ? "FieldAccess"
									: m.getName().equals(DafnyClasses.METHOD) || m.getName().equals(DafnyClasses.FUNCTION) ? "MemberCall"
											: "Destructor";
		}
		if (node instanceof MultisetDisplay m && m.getOf() != null) {
			return "MultisetConversion";
		}
		if (node instanceof Update u) {
			return u.getValues().isEmpty() ? "CallStatement" : u.getTargets().size() > 1 ? "MultipleAssignment" : name;
		}
		if (node instanceof VarDeclaration v && v.getNames().size() > 1) {
			return "VarDeclarationMultiple";
		}
		return name;
	}
}
