/** What every language bundle's Xtext parser needs around it: positioned syntax errors and the grammar's keywords. */
package cadmus.syntax;
