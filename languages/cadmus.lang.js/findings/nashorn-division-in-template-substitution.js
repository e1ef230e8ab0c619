// cadmus-finding: impl=js.nashorn version=15.7 outcome=SYNTAX_ERROR error="Expected an operand but found template_tail" expect="a2b\na2bc" ref=js.node,js.jsc tracker=new avoided=template-division
// OpenJDK Nashorn 15.7 (ES6 mode): a division inside a template literal's substitution is a syntax error,
// "Expected an operand but found template_tail": print(`a${x / 2}b`) is rejected, in parentheses too, and in a
// template nested in another. ES2015 11.8.6 and 12.2.9: a substitution is any Expression, and the '/' after an
// operand is a division (the lexical goal InputElementTemplateTail only changes how a '}' is read). Multiplication
// in the same place, and a division of a template literal outside one, are accepted. Expected (node,
// JavaScriptCore): "a2b" then "a2bc"; Nashorn runs nothing.
// Found by compare --seed 1 (seed 57 of 1,000) of the default set, the first run with substitutions, reduced by
// hand.
var x = 4;
print(`a${x / 2}b`);
print(`a${`${(x / 2)}b`}c`);
