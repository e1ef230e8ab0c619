package cadmus.lang.dafny;

import static cadmus.lang.dafny.DafnyTypes.INT;

import java.util.List;
import java.util.regex.Pattern;

import cadmus.api.Binding;
import cadmus.api.PreludeDefinition;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * The safe wrappers every generated program starts with: each partial operation (a sequence's index, slice and
 * update, a map's lookup, division and remainder by any int) behind the guard that makes it defined, with a
 * fallback otherwise, so that generated code can apply them to any operands and still verify. Put builds the
 * updated sequence from slices: Dafny 2.3's Go back end does not compile a sequence update in a generic function
 * (findings/go-generic-sequence-update.dfy), which would fail every program on Go. The text is in the grammar's
 * Dafny (no chained comparisons), so a program parses with its prelude, as the reducer and the oracle need.
 */
final class DafnyPrelude {

	static final String TEXT = """
			function method At<T>(s: seq<T>, i: int, d: T): T { if 0 <= i && i < |s| then s[i] else d }
			function method Take<T>(s: seq<T>, n: int): seq<T> { if 0 <= n && n <= |s| then s[..n] else s }
			function method Drop<T>(s: seq<T>, n: int): seq<T> { if 0 <= n && n <= |s| then s[n..] else s }
			function method Put<T>(s: seq<T>, i: int, v: T): seq<T> { if 0 <= i && i < |s| then s[..i] + [v] + s[i + 1..] else s }
			function method Get<K(==), V>(m: map<K, V>, k: K, d: V): V { if k in m then m[k] else d }
			function method Div(a: int, b: int): int { if b == 0 then a else a / b }
			function method Mod(a: int, b: int): int { if b == 0 then a else a % b }

			""";

	private static final List<PreludeDefinition> DEFINITIONS = PreludeDefinition.split(TEXT,
			Pattern.compile("function method (\\w+)"));

	private DafnyPrelude() {
	}

	static List<PreludeDefinition> definitions() {
		return DEFINITIONS;
	}

	private static Type fn(List<Type> parameters, Type result) {
		return DafnyTypes.function(new FunctionType(parameters, result));
	}

	/** The wrappers' bindings; the generic ones get fresh type variables at every use. */
	static List<Binding> environment() {
		// Variables limited to base types: a polymorphic binding's variables are renamed at each use, and only a
		// limited one stays limited (to values, not markers). Not nat: Dafny instantiates a generic function at int
		// and cannot prove its result a nat.
		var t = new TypeVariable(java.util.Set.of(INT, DafnyTypes.BOOL, DafnyTypes.CHAR, DafnyTypes.REAL));
		var k = new TypeVariable(java.util.Set.of(INT, DafnyTypes.BOOL, DafnyTypes.CHAR));
		// Put never makes a string: Go prints a seq<char> a generic function built as a sequence
		// (findings/go-generic-char-sequence-print.dfy)
		var u = new TypeVariable(java.util.Set.of(INT, DafnyTypes.BOOL, DafnyTypes.REAL));
		return List.of(
				Binding.polymorphic("At", fn(List.<Type>of(DafnyTypes.seq(t), INT, t), t)),
				Binding.polymorphic("Take", fn(List.<Type>of(DafnyTypes.seq(t), INT), DafnyTypes.seq(t))),
				Binding.polymorphic("Drop", fn(List.<Type>of(DafnyTypes.seq(t), INT), DafnyTypes.seq(t))),
				Binding.polymorphic("Put", fn(List.<Type>of(DafnyTypes.seq(u), INT, u), DafnyTypes.seq(u))),
				Binding.polymorphic("Get", fn(List.<Type>of(DafnyTypes.map(k, t), k, t), t)),
				Binding.of("Div", fn(List.<Type>of(INT, INT), INT)),
				Binding.of("Mod", fn(List.<Type>of(INT, INT), INT)));
	}
}
