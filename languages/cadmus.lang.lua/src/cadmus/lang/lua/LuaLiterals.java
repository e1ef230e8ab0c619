package cadmus.lang.lua;

import static cadmus.lang.lua.lua.LuaPackage.Literals.INDEX;
import static cadmus.lang.lua.lua.LuaPackage.Literals.NUMERIC_FOR;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.DecisionSource;
import cadmus.api.types.Type;

/** Literal values: numbers in the form their type needs, small where they bound a loop or index an array. */
final class LuaLiterals {

	private static final String ALPHABET = "abcxyz ABC019_-+.,:;!?'\\\n\t";

	private LuaLiterals() {
	}

	static String number(DecisionSource d, Type type, EClass parent, LuaTypes types) {
		if (parent == NUMERIC_FOR) {
			return Long.toString(d.between("number.loopBound", 0, 4));
		}
		if (parent == INDEX) {
			return "1"; // every array has a first element; at(t, i) reaches the others
		}
		boolean fraction = LuaTypes.FLOAT.equals(type) || LuaTypes.NUMBER.equals(type) && d.flip("number.fraction", 0.2);
		long whole = d.between("number.whole", 0, 100);
		return fraction ? whole + "." + d.between("number.fractionDigits", 0, 9) : Long.toString(whole);
	}

	static String string(DecisionSource d) {
		int length = (int) d.between("string.length", 0, 6);
		var s = new StringBuilder(length);
		for (int i = 0; i < length; i++) {
			s.append(ALPHABET.charAt(d.choose("string.char", ALPHABET.length())));
		}
		return s.toString();
	}
}
