// cadmus-finding: impl=dafny.go version=2.3.0 outcome=COMPILE_ERROR error="cannot use (s).Update(i, v) (value of type interface{}) as type dafny.Seq" expect="[3, 2]" ref=dafny.cs,dafny.js tracker=new avoided=types
// Dafny 2.3 (Debian 2.3.0+dfsg-0.1), Go back end: a sequence update s[i := v] in a generic function does not
// compile: the Go it writes calls Update on an interface{} and returns that where a dafny.Seq is wanted.
// C# and JavaScript print [3, 2].
//
// (The bounds are written 0 <= i && i < |s|, not as Dafny's chain 0 <= i < |s|, which Cadmus's Dafny grammar does
// not parse; the bug is the update's.)
//
//   GO111MODULE=off GOPATH=$PWD/go-generic-sequence-update-go dafny /compile:3 /compileTarget:go go-generic-sequence-update.dfy
//   -> cannot use (s).Update(i, v) (value of type interface{}) as type dafny.Seq in return statement
//   dafny /compile:3 /compileTarget:cs go-generic-sequence-update.dfy   -> [3, 2]
function method Put<T>(s: seq<T>, i: int, v: T): seq<T> { if 0 <= i && i < |s| then s[i := v] else s }

method Main() {
  print Put([1, 2], 0, 3), "\n";
}
