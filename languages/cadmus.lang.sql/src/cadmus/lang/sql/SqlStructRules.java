package cadmus.lang.sql;

import static cadmus.lang.sql.sql.SqlPackage.Literals.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import cadmus.api.ChildTyping;
import cadmus.api.HoleContext;
import cadmus.api.RulesException;
import cadmus.api.types.ContainerType;
import cadmus.api.types.RecordType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * Type rules of DuckDB's structs (the STRUCTS construct): a struct column's type, STRUCT(f0 T0, f1 T1), a struct
 * value, {'f0': a, 'f1': b}, and the value of a field, struct_extract(s, 'f1'). Fields are named by position (f0, f1,
 * ...), so a struct's type is the list of its fields' types. A struct is never a result: a field of it is, so a
 * struct comes from a struct column or a struct value and ends in struct_extract.
 */
final class SqlStructRules {

	/** A struct has 1 to this many fields. */
	static final int MAX_FIELDS = 3;

	private SqlStructRules() {
	}

	static void register(RuleTable table) {
		table.rule(STRUCT_TYPE, SqlStructRules::anyStruct, t -> t.requireEach(STRUCT_TYPE__FIELDS, fields(t)));
		table.rule(STRUCT_FIELD_TYPE, w -> new TypeVariable(), t -> {
			var field = named(t);
			t.set(STRUCT_FIELD_TYPE__NAME, field.getKey());
			t.require(STRUCT_FIELD_TYPE__TYPE, field.getValue());
		});
		table.rule(STRUCT_VALUE, SqlStructRules::anyStruct, t -> t.requireEach(STRUCT_VALUE__ENTRIES, fields(t)));
		table.rule(STRUCT_ENTRY, w -> new TypeVariable(), t -> {
			var field = named(t);
			t.set(STRUCT_ENTRY__NAME, field.getKey());
			t.require(STRUCT_ENTRY__VALUE, field.getValue());
		});
		// The k-th field of a struct of n: of the node's type, the struct's other fields of any value type. The first
		// (n, k) from the drawn ones that a struct column in scope has, so that the struct is mostly a column's.
		table.rule(FIELD_ACCESS, w -> SqlExpressionRules.anyValue(), t -> {
			int n = 1 + t.decisions().choose("struct.fields", MAX_FIELDS);
			int k = t.decisions().choose("struct.field", MAX_FIELDS) % n;
			search: for (int i = 0; i < MAX_FIELDS; i++) {
				int fields = 1 + (n - 1 + i) % MAX_FIELDS;
				for (int j = 0; j < fields; j++) {
					if (SqlNameRules.anyColumnInScope(t, struct(fields, (k + j) % fields, t.nodeType()))) {
						n = fields;
						k = (k + j) % fields;
						break search;
					}
				}
			}
			t.set(FIELD_ACCESS__FIELD, SqlTypes.field(k));
			t.require(FIELD_ACCESS__VALUE, struct(n, k, t.nodeType()));
		});
	}

	/**
	 * A struct column's type for a column of values of {@code first}: that type is its first field's, and up to
	 * {@link #MAX_FIELDS} - 1 more fields have types of their own.
	 */
	static Type column(ChildTyping t, Type first) {
		var types = new ArrayList<Type>(List.of(first));
		for (int n = t.decisions().choose("column.struct.fields", MAX_FIELDS); n > 0; n--) {
			types.add(SqlTypes.VALUES.get(t.decisions().choose("column.struct.type", SqlTypes.VALUES.size())));
		}
		return SqlTypes.struct(types);
	}

	/**
	 * Whether a struct column with a field of the wanted type is in scope: a column of an alias, or of the row an UPDATE
	 * or DELETE works on. A field is taken of a column's struct, not of a struct value made on the spot, which the engine
	 * would only fold.
	 */
	static boolean anyInScope(HoleContext c) {
		Type wanted = c.wanted().orElseGet(SqlExpressionRules::anyValue);
		for (int n = 1; n <= MAX_FIELDS; n++) {
			for (int k = 0; k < n; k++) {
				if (SqlNameRules.anyColumnInScope(c, struct(n, k, wanted))) {
					return true;
				}
			}
		}
		return false;
	}

	/** A struct of n fields whose k-th has the given type, the others any value type. */
	private static Type struct(int n, int k, Type field) {
		var types = new ArrayList<Type>();
		for (int i = 0; i < n; i++) {
			types.add(i == k ? field : SqlExpressionRules.anyValue());
		}
		return SqlTypes.struct(types);
	}

	/** The wanted struct, or one of two fields of any value type. */
	private static Type anyStruct(Type wanted) {
		return wanted != null && SqlTypes.isStruct(wanted) ? wanted
				: SqlTypes.struct(List.of(SqlExpressionRules.anyValue(), SqlExpressionRules.anyValue()));
	}

	/** Each field of the node's struct type, as a record of its name and type (as a table's columns are required). */
	private static List<Type> fields(ChildTyping t) {
		if (!(t.resolve(t.nodeType()) instanceof ContainerType struct && SqlTypes.isStruct(struct))) {
			throw new RulesException("a struct for " + t.nodeType());
		}
		var fields = new ArrayList<Type>();
		for (int k = 0; k < struct.arguments().size(); k++) {
			fields.add(SqlTypes.withColumn(SqlTypes.field(k), struct.arguments().get(k)));
		}
		return fields;
	}

	private static Map.Entry<String, Type> named(ChildTyping t) {
		return SqlTypes.single((RecordType) t.nodeType());
	}
}
