// cadmus-finding: impl=js.mujs version=1.3.2 outcome=SYNTAX_ERROR error="regular expression not terminated" expect="1.5" ref=js.node,js.duktape tracker=new avoided=postfix-operand
// MuJS 1.3.2: after a postfix decrement, '/' is lexed as the start of a regular expression literal
// ("regular expression not terminated"). ES5 7 (lexical grammar): where a division may follow (after an
// expression such as x--), InputElementDiv applies and '/' is the division punctuator.
// Expected (node, Duktape, Hermes, Rhino, ...): "1.5". Found by the ES5 acceptance run (seed 4592); programs for
// MuJS avoid a postfix update as a binary operator's left operand.
var v1 = 9;
var v2 = v1-- / 6;
print(v2);
