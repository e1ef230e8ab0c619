// cadmus-finding: impl=dafny.cs version=2.3.0 outcome=COMPILE_ERROR error="cannot be used inside `lambda expression' when using `ref' or `out' modifier" expect="2" ref=dafny.js,dafny.go tracker=new avoided=rules
// Dafny 2.3 (Debian 2.3.0+dfsg-0.1), C# back end: a method's out-parameter read in a comprehension (which the C#
// back end writes as a lambda) does not compile: C# forbids an out parameter inside a lambda, and Dafny passes
// results as out parameters. JavaScript and Go print 2.
//
//   dafny /compile:3 /compileTarget:cs cs-out-parameter-in-comprehension.dfy
//   -> error CS1628: Parameter `r' cannot be used inside `lambda expression' when using `ref' or `out' modifier
//   dafny /compile:3 /compileTarget:js cs-out-parameter-in-comprehension.dfy  -> 2   (NODE_PATH=$(npm root -g))
method M() returns (r: int)
{
  r := 1;
  var t := set x | x in {1, 2} :: x + r;
  print |t|, "\n";
}

method Main() {
  var r := M();
}
