// cadmus-finding: impl=js.nashorn version=15.7 outcome=CRASH error="ExpressionList.accept" expect="function" ref=js.node,js.rhino,js.jsc,js.gjs tracker=new avoided=rules
// OpenJDK Nashorn 15.7 (--language=es6): an arrow function with an expression body as the middle operand of ?:
// crashes the compiler: java.lang.UnsupportedOperationException at
// org.openjdk.nashorn.internal.ir.ExpressionList.accept (ExpressionList.java:66), from BinaryNode.accept. ES2015
// 12.13: ConditionalExpression : LogicalORExpression ? AssignmentExpression : AssignmentExpression, and an
// ArrowFunction is an AssignmentExpression (14.2). Parenthesized, (() => 1), it works. Expected (node, Rhino,
// JavaScriptCore, gjs): "function". Likely the same parser defect as nashorn-arrow-block-in-conditional.js (where a
// block body fails to parse); here the expression body parses into a node the code generator cannot walk.
// Found by a corpus mutant (a jQuery file with the fragment "() => time" spliced in) of a 10-minute corpus-mutants
// campaign (seed 7, finding 38), reduced by cadmus reduce to 20 tokens, then by hand; checked with Nashorn alone:
// java -cp nashorn-core-15.7.jar:asm*.jar org.openjdk.nashorn.tools.Shell --language=es6 this-file.js
var f = true ? () => 1 : 2;
print(typeof f);
