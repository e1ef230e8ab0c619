package cadmus.render;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;

/**
 * A language's precedence levels as data: a level per class of node, or per operator for a class whose nodes
 * are operators of several levels. A node is written in parentheses where its place requires a higher level
 * than its own ({@link Writer#node(EObject, int)}). Classes not listed have the level {@link Builder#otherwise}
 * gives, the highest by default, so literals and names never get parentheses; a subclass not listed has its
 * nearest listed supertype's level. Immutable.
 */
public final class Precedence {

	/** No parentheses anywhere: every node at the highest level. */
	public static final Precedence NONE = builder().build();

	private final Map<EClass, Integer> levels;
	private final Map<EClass, Map.Entry<EAttribute, Map<String, Integer>>> operators;
	private final int otherwise;

	private Precedence(Builder builder) {
		levels = Map.copyOf(builder.levels);
		operators = Map.copyOf(builder.operators);
		otherwise = builder.otherwise;
	}

	public static Builder builder() {
		return new Builder();
	}

	public int of(EObject node) {
		EClass type = node.eClass();
		Integer level = levelOf(type, node);
		if (level != null) {
			return level;
		}
		for (EClass supertype : type.getEAllSuperTypes()) {
			level = levelOf(supertype, node);
			if (level != null) {
				return level;
			}
		}
		return otherwise;
	}

	private Integer levelOf(EClass type, EObject node) {
		var operator = operators.get(type);
		if (operator != null) {
			Object value = node.eGet(operator.getKey());
			Integer level = operator.getValue().get(String.valueOf(value));
			if (level == null) {
				throw new IllegalArgumentException("no precedence level for " + type.getName() + " operator " + value);
			}
			return level;
		}
		return levels.get(type);
	}

	public static final class Builder {
		private final Map<EClass, Integer> levels = new HashMap<>();
		private final Map<EClass, Map.Entry<EAttribute, Map<String, Integer>>> operators = new HashMap<>();
		private int otherwise = Integer.MAX_VALUE;

		private Builder() {
		}

		/** Nodes of these classes (and their subclasses not listed) have this level. */
		public Builder level(int level, EClass... types) {
			for (EClass type : types) {
				levels.put(type, level);
			}
			return this;
		}

		/** Nodes of this class have the level their operator's value has in the map. */
		public Builder level(EClass type, EAttribute operator, Map<String, Integer> byOperator) {
			if (!type.getEAllAttributes().contains(operator)) {
				throw new IllegalArgumentException(type.getName() + " has no attribute " + operator.getName());
			}
			operators.put(type, Map.entry(operator, Map.copyOf(byOperator)));
			return this;
		}

		/** The level of classes not listed. */
		public Builder otherwise(int level) {
			otherwise = level;
			return this;
		}

		public Precedence build() {
			return new Precedence(this);
		}
	}
}
