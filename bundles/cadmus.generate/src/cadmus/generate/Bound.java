package cadmus.generate;

import cadmus.api.types.Type;

/**
 * A binding in scope during generation: its name and type, whether it may be written, whether each use gets
 * fresh type variables, and the function depth where it was made (writes never cross a function boundary
 * that isolates them).
 */
record Bound(String name, Type type, boolean mutable, boolean polymorphic, boolean impure, int functionDepth) {
}
