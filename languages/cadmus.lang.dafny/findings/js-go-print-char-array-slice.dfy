// cadmus-finding: impl=dafny.js,dafny.go version=2.3.0 outcome=OK stdout="[z, z, z]" expect="zzz" ref=dafny.cs tracker=new avoided=rules
// Dafny 2.3 (Debian 2.3.0+dfsg-0.1), JavaScript and Go back ends: a sequence of chars taken from an array (a[..])
// prints as a sequence, [z, z, z], where C# prints it as the string it is, zzz, as Dafny prints every seq<char>
// (a string literal, or a sequence built of chars, prints as text on all three). The JavaScript and Go runtimes
// decide by how the sequence was made, not by its type.
//
//   dafny /compile:3 /compileTarget:cs js-go-print-char-array-slice.dfy   -> zzz
//   dafny /compile:3 /compileTarget:js js-go-print-char-array-slice.dfy   -> [z, z, z]   (NODE_PATH=$(npm root -g))
//   GO111MODULE=off GOPATH=$PWD/go dafny /compile:3 /compileTarget:go js-go-print-char-array-slice.dfy -> [z, z, z]
method Main() {
  var a := new char[3](_ => 'z');
  print a[..], "\n";
}
