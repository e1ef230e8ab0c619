/**
 * Service interfaces and value types of Cadmus. Every other bundle talks through these:
 * languages and implementations are contributed as OSGi services (Declarative Services),
 * the core consumes them and never names a language.
 */
package cadmus.api;
