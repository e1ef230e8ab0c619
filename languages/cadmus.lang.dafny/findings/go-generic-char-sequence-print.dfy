// cadmus-finding: impl=dafny.go version=2.3.0 outcome=OK stdout="[b]" expect="b" ref=dafny.cs,dafny.js tracker=new avoided=types
// Dafny 2.3 (Debian 2.3.0+dfsg-0.1), Go back end: a sequence of chars that a generic function builds (here from a
// display [v] of its type parameter) prints as a sequence, [b], where C# and JavaScript print the string b. The
// value's type is seq<char> wherever it is printed; Dafny prints a seq<char> as a string.
//
//   GO111MODULE=off GOPATH=$PWD/go dafny /compile:3 /compileTarget:go go-generic-char-sequence-print.dfy   -> [b]
//   dafny /compile:3 /compileTarget:cs go-generic-char-sequence-print.dfy                               -> b
//   dafny /compile:3 /compileTarget:js go-generic-char-sequence-print.dfy                               -> b
function method Put<T>(s: seq<T>, i: int, v: T): seq<T> { if 0 <= i && i < |s| then s[..i] + [v] + s[i + 1..] else s }
method Main() {
  var s: seq<char> := "a";
  print Put(s, 0, 'b'), "\n";
}
