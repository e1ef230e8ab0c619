/**
 * Cadmus inside the Eclipse IDE. Nothing here names a language: languages come through the same Declarative
 * Services the command line uses, and appear or disappear as their bundles are installed or removed.
 */
package cadmus.ui;
