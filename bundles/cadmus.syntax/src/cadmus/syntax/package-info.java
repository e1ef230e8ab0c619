/**
 * What every language bundle's Xtext parser needs around it: positioned syntax errors and the grammar's keywords;
 * and the tree rewrites the languages share (values wrapped in a call, for the hot forms).
 */
package cadmus.syntax;
