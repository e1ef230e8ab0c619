/**
 * Type terms for generation rules (Xsmith §4.2): base types with a declared subtype lattice, function
 * types, records (nominal or structural), generic containers, and type variables that unification binds.
 */
package cadmus.api.types;
