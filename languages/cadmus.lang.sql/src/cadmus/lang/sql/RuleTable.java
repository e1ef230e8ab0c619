package cadmus.lang.sql;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.emf.ecore.EClass;

import cadmus.api.ChildTyping;
import cadmus.api.TypeRule;
import cadmus.api.types.Type;

/** The type rules of the SQL node classes, by class, as the rule classes register them for one dialect. */
final class RuleTable {

	private final Map<EClass, TypeRule> rules = new HashMap<>();
	private final SqlProfile profile;

	RuleTable(SqlProfile profile) {
		this.profile = profile;
	}

	/** Whether the dialect the rules are for has a construct beyond the portable core. */
	SqlProfile profile() {
		return profile;
	}

	boolean has(SqlProfile.Construct construct) {
		return profile.has(construct);
	}

	void rule(EClass eClass, Function<Type, Type> type, Consumer<ChildTyping> children) {
		rules.put(eClass, TypeRule.of(type, children));
	}

	/** Statements and other nodes without a type: they fill only untyped holes. */
	static Type untyped(Type wanted) {
		return null;
	}

	TypeRule get(EClass eClass) {
		return rules.get(eClass);
	}
}
