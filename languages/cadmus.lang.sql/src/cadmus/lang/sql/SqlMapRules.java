package cadmus.lang.sql;

import static cadmus.lang.sql.sql.SqlPackage.Literals.*;

import java.util.ArrayList;
import java.util.List;

import cadmus.api.ChildTyping;
import cadmus.api.RulesException;
import cadmus.api.types.ContainerType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * Type rules of DuckDB's maps (the MAPS construct): a map column's type, MAP(K, V), and a map value,
 * MAP {k0: v0, k1: v1}. A map's keys are integers or text; in a map value they are distinct constants, as a key met
 * twice fails the statement at run time (and a NULL key too). The values may be NULL. A map is never a result: the
 * map functions ({@link SqlListFunction}) make a value, a truth value or a list of it.
 */
final class SqlMapRules {

	/** A map value has 1 to this many entries. */
	static final int MAX_ENTRIES = 3;
	/**
	 * The keys of text maps: one or two characters of the literals' alphabet (SqlLiterals), so that a text a query
	 * computes is now and then one of them.
	 */
	private static final List<String> TEXT_KEYS = List.of("a", "b", "c", "x", "y", "z", "0", "1", "9", "ab", "xy");
	/** The keys of integer maps: the small integers the literals mostly are. */
	private static final int INTEGER_KEYS = 11;
	/** How an entry's requirement names an integer key and a text key (the record field an entry reads its key from). */
	private static final String NUMBER = "#", TEXT = "'";

	private SqlMapRules() {
	}

	static void register(RuleTable table) {
		table.rule(MAP_TYPE, SqlMapRules::anyMap, t -> {
			var map = map(t);
			t.require(MAP_TYPE__KEY, map.arguments().get(0));
			t.require(MAP_TYPE__VALUE, map.arguments().get(1));
		});
		table.rule(MAP_VALUE, SqlMapRules::anyMap, SqlMapRules::mapValue);
		table.rule(MAP_ENTRY, w -> new TypeVariable(), t -> {
			var entry = SqlTypes.single((cadmus.api.types.RecordType) t.nodeType());
			String key = entry.getKey();
			// A text key leaves the number at 0, as the parser does (an int attribute is never null).
			t.set(MAP_ENTRY__NUMBER, key.startsWith(NUMBER) ? Integer.valueOf(key.substring(1)) : Integer.valueOf(0));
			t.set(MAP_ENTRY__TEXT, key.startsWith(TEXT) ? key.substring(1) : null);
			t.require(MAP_ENTRY__VALUE, entry.getValue());
		});
	}

	/** A map column's type for a column of values of {@code value}: under integer or text keys. */
	static Type column(ChildTyping t, Type value) {
		return SqlTypes.map(SqlTypes.MAP_KEYS.get(t.decisions().choose("column.map.key", SqlTypes.MAP_KEYS.size())), value);
	}

	/** Any key type a map may have. */
	static TypeVariable anyKey() {
		return new TypeVariable(java.util.Set.copyOf(SqlTypes.MAP_KEYS));
	}

	/**
	 * A map value: its key type settled (integer or text, as the node's type allows), 1 to {@link #MAX_ENTRIES}
	 * entries under distinct keys, each entry's key given as the name of the one field its requirement has (as a
	 * struct's fields are named).
	 */
	private static void mapValue(ChildTyping t) {
		var map = map(t);
		Type key = map.arguments().get(0);
		var fitting = SqlTypes.MAP_KEYS.stream().filter(k -> t.canUnify(key, k)).toList();
		if (fitting.isEmpty()) {
			throw new RulesException("no map key type fits " + key);
		}
		boolean text = fitting.get(t.decisions().choose("map.key", fitting.size())) == SqlTypes.TEXT;
		t.unify(key, text ? SqlTypes.TEXT : SqlTypes.INTEGER);
		var pool = new ArrayList<String>();
		if (text) {
			TEXT_KEYS.forEach(k -> pool.add(TEXT + k));
		} else {
			for (int k = 0; k < INTEGER_KEYS; k++) {
				pool.add(NUMBER + k);
			}
		}
		var entries = new ArrayList<Type>();
		for (int n = 1 + t.decisions().choose("map.entries", MAX_ENTRIES); n > 0; n--) {
			String name = pool.remove(t.decisions().choose("map.entry.key", pool.size()));
			entries.add(SqlTypes.withColumn(name, map.arguments().get(1)));
		}
		t.requireEach(MAP_VALUE__ENTRIES, entries);
	}

	/** The wanted map, or one of any key and value types. */
	private static Type anyMap(Type wanted) {
		return wanted != null && SqlTypes.isMap(wanted) ? wanted : SqlTypes.map(anyKey(), SqlExpressionRules.anyValue());
	}

	private static ContainerType map(ChildTyping t) {
		if (!(t.resolve(t.nodeType()) instanceof ContainerType map && SqlTypes.isMap(map))) {
			throw new RulesException("a map for " + t.nodeType());
		}
		return map;
	}
}
