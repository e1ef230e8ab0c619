package cadmus.lang.sql;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The dialects SQL programs are generated for: the portable core that every engine Cadmus runs shares (programs
 * compared across engines), and one per engine that the same rules serve with what that engine adds to the core
 * switched on (programs compared across versions and configurations of that engine, and by the oracles that need
 * no second engine).
 */
enum SqlProfile {
	PORTABLE("portable", EnumSet.noneOf(Construct.class)),
	SQLITE("sqlite", EnumSet.of(Construct.WINDOWS, Construct.PARTIAL_INDEXES, Construct.EXPRESSION_INDEXES,
			Construct.RETURNING, Construct.CTES, Construct.AFFINITY, Construct.WITHOUT_ROWID, Construct.STRICT,
			Construct.SELECT_WITHOUT_FROM, Construct.UPSERT, Construct.UPSERT_UPDATE, Construct.GENERATED_VIRTUAL,
			Construct.GENERATED_STORED, Construct.GENERATED_INDEXES, Construct.GENERATED_TEXT_FROM_CONSTANTS,
			Construct.RECURSIVE_CTES, Construct.JSON, Construct.GROUP_BY_POSITION, Construct.LONG_IN_LISTS,
			Construct.ROW_VALUES)),
	DUCKDB("duckdb", EnumSet.of(Construct.WINDOWS, Construct.EXPRESSION_INDEXES, Construct.RETURNING, Construct.CTES,
			Construct.SELECT_WITHOUT_FROM, Construct.UPSERT, Construct.QUALIFY, Construct.DISTINCT_ON,
			Construct.GENERATED_VIRTUAL, Construct.GENERATED_TEXT_FROM_CONSTANTS, Construct.RECURSIVE_CTES,
			Construct.LISTS, Construct.JSON, Construct.GROUP_BY_POSITION, Construct.GROUP_BY_ALL, Construct.GROUPING_SETS,
			Construct.LONG_IN_LISTS, Construct.ROW_VALUES, Construct.LATERAL, Construct.LIST_COLUMNS, Construct.STRUCTS,
			Construct.MAPS)),
	POSTGRES("postgres", EnumSet.of(Construct.WINDOWS, Construct.PARTIAL_INDEXES, Construct.EXPRESSION_INDEXES,
			Construct.RETURNING, Construct.CTES, Construct.SELECT_WITHOUT_FROM, Construct.UPSERT, Construct.DISTINCT_ON,
			Construct.GENERATED_STORED, Construct.GENERATED_INDEXES, Construct.RECURSIVE_CTES, Construct.ARRAYS,
			Construct.JSON, Construct.GROUP_BY_POSITION, Construct.GROUPING_SETS, Construct.LONG_IN_LISTS,
			Construct.ROW_VALUES, Construct.LATERAL, Construct.LIST_COLUMNS));

	/** What a dialect adds to the portable core. */
	enum Construct {
		/** Window functions: aggregates and ranks over partitions, in a plain query's select list. */
		WINDOWS,
		/** CREATE INDEX ... WHERE: an index of the rows a predicate holds on. */
		PARTIAL_INDEXES,
		/**
		 * CREATE INDEX ... ((expression)): an index of a value computed from each row, which the optimizer may use
		 * for any query that computes the same value.
		 */
		EXPRESSION_INDEXES,
		/** UPDATE and DELETE ... RETURNING, which the DQE check reads the rows they touch with. */
		RETURNING,
		/** WITH t AS [NOT] MATERIALIZED (query) query: a query's own named subquery (Derby has none). */
		CTES,
		/**
		 * SQLite's type affinity: columns declared TEXT, NUMERIC, INT, REAL or BLOB whatever values they hold, and
		 * comparisons between values of any two types, which SQLite defines by the operands' affinities.
		 */
		AFFINITY,
		/** SQLite's WITHOUT ROWID tables, stored in their primary key's order: tables with a key column. */
		WITHOUT_ROWID,
		/**
		 * SQLite's STRICT tables: each column declared INT, INTEGER, REAL, TEXT or ANY, and a value that its type
		 * cannot hold exactly is an error (a constraint), not converted.
		 */
		STRICT,
		/**
		 * A SELECT of values with no FROM clause (Derby and HSQLDB have none), which the constant folding check
		 * computes an expression alone with.
		 */
		SELECT_WITHOUT_FROM,
		/**
		 * SELECT DISTINCT ON (1, ...): the first row of each group equal in the first result columns, in an order by
		 * every result column.
		 */
		DISTINCT_ON,
		/** Generated columns computed when read: SQLite's and DuckDB's VIRTUAL (PostgreSQL 16 has none). */
		GENERATED_VIRTUAL,
		/** Generated columns computed when the row is written: SQLite's and PostgreSQL's STORED (DuckDB has none). */
		GENERATED_STORED,
		/**
		 * Generated columns computing text from constants alone (PostgreSQL 16 and 18 fail to collate such text, a
		 * bug kept in findings/).
		 */
		GENERATED_TEXT_FROM_CONSTANTS,
		/** Indexes on generated columns (SQLite, PostgreSQL; DuckDB has none). */
		GENERATED_INDEXES,
		/** WITH RECURSIVE: a query's own table, made from a base query and steps over the rows of the step before. */
		RECURSIVE_CTES,
		/** DuckDB's QUALIFY: a plain query's rows filtered by a window function's value. */
		QUALIFY,
		/**
		 * DuckDB's lists: list values, functions of lists and lambdas over their elements ({@link SqlListFunction}),
		 * each ending in a value.
		 */
		LISTS,
		/** PostgreSQL's arrays, ARRAY[...], and functions of them ({@link SqlListFunction}), each ending in a value. */
		ARRAYS,
		/**
		 * JSON arrays: SQLite's JSON functions (text and JSONB), DuckDB's, PostgreSQL's of jsonb
		 * ({@link SqlJsonFunction}), each ending in a value.
		 */
		JSON,
		/**
		 * GROUP BY 1, 2: a grouped query's first result columns are its keys, named by position (Derby, HSQLDB and H2
		 * take no positions there), so it selects what it groups by.
		 */
		GROUP_BY_POSITION,
		/** DuckDB's GROUP BY ALL: a grouped query's keys are the result columns that hold no aggregate. */
		GROUP_BY_ALL,
		/**
		 * Grouping sets of the keys by position: ROLLUP (1, 2) groups by (1, 2), by (1) and by nothing, CUBE (1, 2) by
		 * every subset; a key a set leaves out is NULL in its groups (PostgreSQL, DuckDB; SQLite has none).
		 */
		GROUPING_SETS,
		/**
		 * IN lists of 9 to 14 constants, which engines look up as a set, not one comparison after another (PostgreSQL
		 * hashes them, DuckDB rewrites them into a join, SQLite builds an ephemeral index of them).
		 */
		LONG_IN_LISTS,
		/**
		 * Comparisons of row values, (a, b) < (c, d): element by element in SQLite and PostgreSQL (which may use an
		 * index on (a, b) for them), as STRUCTs in DuckDB.
		 */
		ROW_VALUES,
		/**
		 * Joins of a LATERAL subquery, which names the columns of the tables before it in the FROM clause: a correlated
		 * subquery that the planner must decorrelate into a join (DuckDB always does, PostgreSQL runs it per row).
		 */
		LATERAL,
		/**
		 * Columns of lists (DuckDB's LIST, PostgreSQL's arrays: INTEGER[]), stored, updated and read by the list
		 * functions, so that nested values go through the engine's storage, not only through its expressions.
		 */
		LIST_COLUMNS,
		/**
		 * DuckDB's STRUCTs: columns of them, struct values ({'f0': a, 'f1': b}) and their fields' values
		 * (struct_extract), NULL fields and NULL structs both.
		 */
		STRUCTS,
		/**
		 * DuckDB's MAPs: columns of them, map values (MAP {1: a, 2: b}, distinct constant keys) and the map functions
		 * (a key's value, whether a key is there, the keys' and the values' lists, two maps merged).
		 */
		MAPS,
		/** INSERT ... ON CONFLICT DO NOTHING: a row that would break a uniqueness constraint is skipped. */
		UPSERT,
		/**
		 * SQLite's ON CONFLICT DO UPDATE with no conflict target: a row that would break any uniqueness constraint
		 * updates the row it conflicts with instead (PostgreSQL requires a target).
		 */
		UPSERT_UPDATE
	}

	final String id;
	private final Set<Construct> constructs;

	SqlProfile(String id, Set<Construct> constructs) {
		this.id = id;
		this.constructs = constructs;
	}

	boolean has(Construct construct) {
		return constructs.contains(construct);
	}

	static List<String> ids() {
		return java.util.Arrays.stream(values()).map(p -> p.id).toList();
	}

	/** The profile of a dialect id; empty names the portable core, as campaigns stored before the profiles did. */
	static SqlProfile of(String id) {
		if (id == null || id.isEmpty()) {
			return PORTABLE;
		}
		for (var profile : values()) {
			if (profile.id.equals(id)) {
				return profile;
			}
		}
		throw new IllegalArgumentException("no SQL dialect " + id + "; known: " + String.join(", ", ids()));
	}
}
