// cadmus-finding: impl=dafny.js version=2.3.0 outcome=RUNTIME_ERROR error="vals is not iterable" expect="false" ref=dafny.cs,dafny.go tracker=new avoided=types
// Dafny 2.3 (Debian 2.3.0+dfsg-0.1), JavaScript back end: a quantifier ranging over a sequence of chars fails at
// run time: the JavaScript it writes iterates the sequence's elements, and a seq<char> is a string there.
// C# and Go print false (as does the verifier: the program verifies).
//
//   NODE_PATH=$(npm root -g) dafny /compile:3 /compileTarget:js js-quantifier-over-string.dfy
//   -> TypeError: vals is not iterable
//   dafny /compile:3 /compileTarget:cs js-quantifier-over-string.dfy   -> false
method Main() {
  var s: seq<char> := ['a'];
  var b := forall x | x in s :: false;
  print b, "\n";
}
