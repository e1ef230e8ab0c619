package cadmus.generate;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

import cadmus.api.Access;
import cadmus.api.Binder;
import cadmus.api.ChildTyping;
import cadmus.api.DecisionSource;
import cadmus.api.RulesException;
import cadmus.api.types.Type;

/** What a type rule declared for one node: its children's types and counts, attributes it fixed. */
class NodeTyping implements ChildTyping, Binder.BinderContext, RuleOutcome {

	private final EObject node;
	private final Type nodeType;
	private final Access access;
	private final TreeBuilder builder;
	private final Frame frame;
	// One of these per node, and most rules declare little: the maps are made on first use.
	private Map<EStructuralFeature, Type> each = Map.of();
	private Map<EStructuralFeature, List<Type>> lists = Map.of();
	private Map<EAttribute, Object> attributes = Map.of();
	private Map<EStructuralFeature, List<EObject>> generated = Map.of();
	private int bindingCount;

	NodeTyping(EObject node, Type nodeType, Access access, TreeBuilder builder, Frame frame) {
		this.node = node;
		this.nodeType = nodeType;
		this.access = access;
		this.builder = builder;
		this.frame = frame;
	}

	@Override
	public EObject node() {
		return node;
	}

	@Override
	public Access access() {
		return access;
	}

	@Override
	public Type nodeType() {
		return nodeType == null ? null : builder.unifier().resolve(nodeType);
	}

	@Override
	public Type resolve(Type type) {
		return builder.unifier().resolve(type);
	}

	@Override
	public DecisionSource decisions() {
		return builder.decisions();
	}

	@Override
	public boolean bindable(Type type) {
		return builder.references().bindable(type);
	}

	@Override
	public boolean writable(Type type) {
		return builder.references().anyFits(type, cadmus.api.Access.WRITE);
	}

	@Override
	public boolean unify(Type a, Type b) {
		return builder.unifier().unify(a, b);
	}

	@Override
	public boolean overBudget() {
		return builder.slack <= 0;
	}

	@Override
	public boolean canUnify(Type a, Type b) {
		return builder.unifier().canUnify(a, b);
	}

	@Override
	public void require(EStructuralFeature feature, Type type) {
		if (each.isEmpty()) {
			each = new IdentityHashMap<>(4);
		}
		each.put(feature, type);
	}

	@Override
	public void requireEach(EStructuralFeature feature, List<Type> types) {
		if (!feature.isMany() && types.size() > 1) {
			throw new RulesException(node.eClass().getName() + "." + feature.getName() + " holds one value, not "
					+ types.size());
		}
		if (lists.isEmpty()) {
			lists = new IdentityHashMap<>(4);
		}
		lists.put(feature, java.util.Collections.unmodifiableList(new ArrayList<>(types)));
	}

	@Override
	public void set(EAttribute attribute, Object value) {
		if (attributes.isEmpty()) {
			attributes = new IdentityHashMap<>(4);
		}
		attributes.put(attribute, value);
	}

	@Override
	public Object draw(EAttribute attribute, cadmus.api.AttributeValues values) {
		Object value = builder.drawValue(node, attribute, values);
		set(attribute, value);
		return value;
	}

	@Override
	public boolean hasOptional(org.eclipse.emf.ecore.EReference feature, String label, double p) {
		// Through the source that sees the tree, unless this typing answers from a source of its own: a dry run of
		// the rule (ReferenceSlots' probe) must not take the program's decisions.
		var own = decisions();
		return own != builder.decisions() ? own.flip(label, p) : builder.hasOptional(node, feature, label, p);
	}

	@Override
	public long length(org.eclipse.emf.ecore.EReference feature, String label, long lo, long hi) {
		// As hasOptional: a dry run answers from its own source.
		var own = decisions();
		return own != builder.decisions() ? own.between(label, lo, hi) : builder.length(node, feature, label, lo, hi);
	}

	@Override
	public int chooseType(String label, List<? extends Type> types, Type of) {
		return builder.chooseType(label, types, of);
	}

	@Override
	public void define(String key, Object value) {
		frame.define(key, value);
	}

	@Override
	public Optional<Object> lookup(String key) {
		return builder.lookup(key);
	}

	private List<EClass> ancestors;

	@Override
	public List<EClass> ancestors() {
		if (ancestors == null) {
			ancestors = builder.ancestors();
		}
		return ancestors;
	}

	/** The count the rule fixed for a feature (for a many-valued attribute, by setting a list), or -1. */
	@Override
	public int fixedCount(EStructuralFeature feature) {
		if (feature.isMany() && attributes.get(feature) instanceof List<?> values) {
			return values.size();
		}
		var types = lists.get(feature);
		return types == null ? -1 : types.size();
	}

	/** Whether the rule fixed a feature's count without typing its values. */
	boolean untyped(EStructuralFeature feature) {
		var types = lists.get(feature);
		return types != null && types.stream().allMatch(java.util.Objects::isNull) && each.get(feature) == null;
	}

	/** The type required of the {@code index}-th value of a feature, or null for untyped. */
	Type typeFor(EStructuralFeature feature, int index) {
		var types = lists.get(feature);
		return types != null ? types.get(index) : each.get(feature);
	}

	@Override
	public boolean fixes(EAttribute attribute) {
		return attributes.containsKey(attribute);
	}

	@Override
	public Object attribute(EAttribute attribute) {
		return attributes.get(attribute);
	}

	void generated(EStructuralFeature feature, EObject child) {
		if (generated.isEmpty()) {
			generated = new IdentityHashMap<>(4);
		}
		generated.computeIfAbsent(feature, f -> new ArrayList<>()).add(child);
	}

	void bindingCount(int count) {
		this.bindingCount = count;
	}

	@Override
	public Type childType(EStructuralFeature feature, int index) {
		var children = generated.get(feature);
		if (children == null || index >= children.size()) {
			return null;
		}
		var type = builder.typeOf(children.get(index));
		return type == null ? null : builder.unifier().resolve(type);
	}

	@Override
	public Type requiredType(EStructuralFeature feature, int index) {
		var types = lists.get(feature);
		if (types != null && index >= types.size()) {
			// A rule that required fewer values (none, for an optional feature): no type, as documented.
			return null;
		}
		var type = typeFor(feature, index);
		return type == null ? null : builder.unifier().resolve(type);
	}

	@Override
	public int count() {
		return bindingCount;
	}
}
