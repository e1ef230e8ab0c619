// cadmus-finding: impl=dafny.js,dafny.go version=2.3.0 outcome=OK stdout="2 A" expect="1 B" ref=dafny.cs tracker=new avoided=rules
// Dafny 2.3 (Debian 2.3.0+dfsg-0.1), JavaScript and Go back ends: a map display whose keys repeat keeps every
// entry: the map has two elements and maps k to the first value, 2 A. In Dafny the last entry for a key wins, as
// the verifier proves (assert |m| == 1 && m[k] == 'B' verifies) and C# prints: 1 B.
//
//   dafny /compile:3 /compileTarget:cs js-go-map-display-repeated-key.dfy   -> 1 B
//   dafny /compile:3 /compileTarget:js js-go-map-display-repeated-key.dfy   -> 2 A   (NODE_PATH=$(npm root -g))
//   GO111MODULE=off GOPATH=$PWD/go dafny /compile:3 /compileTarget:go js-go-map-display-repeated-key.dfy -> 2 A
method Main() {
  var k := 4;
  var m := map[k := 'A', k := 'B'];
  assert |m| == 1 && m[k] == 'B';
  print |m|, " ", m[k], "\n";
}
