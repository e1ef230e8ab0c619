package cadmus.api.types;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A record: named fields with types. A nominal record ({@code name} set) equals only records of the same name;
 * a structural one ({@code name} null) is a subtype of every structural record whose fields it has (width
 * subtyping).
 */
public record RecordType(String name, Map<String, Type> fields) implements Type {

	public RecordType {
		fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
	}

	public static RecordType structural(Map<String, Type> fields) {
		return new RecordType(null, fields);
	}

	/** The structural record of one field: what a value must have to be read or written at that field. */
	public static RecordType field(String name, Type value) {
		return structural(Map.of(name, value));
	}

	public boolean nominal() {
		return name != null;
	}

	@Override
	public String toString() {
		return (name == null ? "" : name) + fields;
	}
}
