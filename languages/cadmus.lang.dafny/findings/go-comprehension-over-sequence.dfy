// cadmus-finding: impl=dafny.go version=2.3.0 outcome=COMPILE_ERROR error="has no field or method Elements" expect="2" ref=dafny.cs,dafny.js tracker=new avoided=types
// Dafny 2.3 (Debian 2.3.0+dfsg-0.1), Go back end: a set or map comprehension whose range is a sequence (x in s)
// does not compile: the Go it writes calls Elements on a dafny.Seq, which has none (a set has).
// C# and JavaScript print 2. A quantifier over a sequence (forall x | x in s :: x > 0) and multiset(s) compile and
// run on Go (measured: they print true and 2).
//
//   GO111MODULE=off GOPATH=$PWD/go dafny /compile:3 /compileTarget:go go-comprehension-over-sequence.dfy
//   -> (_13_s).Elements undefined (type dafny.Seq has no field or method Elements)
//   dafny /compile:3 /compileTarget:cs go-comprehension-over-sequence.dfy   -> 2
method Main() {
  var s := [1, 2];
  var t := set x | x in s :: x;
  print |t|, "\n";
}
