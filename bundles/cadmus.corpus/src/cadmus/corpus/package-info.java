/**
 * Corpora of real programs for the learning techniques: files parsed with a language's own grammar (so they are
 * trees of the same metamodel the engine generates), kept with what became of each file and why. Nothing in
 * here names a language.
 */
package cadmus.corpus;
