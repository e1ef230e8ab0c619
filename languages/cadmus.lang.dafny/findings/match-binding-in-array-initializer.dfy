// cadmus-finding: impl=dafny.cs,dafny.js,dafny.go version=2.3.0 outcome=COMPILE_ERROR error="_14_x" tracker=new avoided=rules
// Dafny 2.3 (Debian 2.3.0+dfsg-0.1), every back end: a match expression that binds a constructor's field, inside an
// array's initializer (the function _ => e), compiles to code that names the bound variable outside the scope
// that declares it. The program verifies; no back end runs it.
//
//   dafny /compile:3 /compileTarget:cs match-binding-in-array-initializer.dfy
//   -> error CS0103: The name `_14_x' does not exist in the current context
//   NODE_PATH=$(npm root -g) dafny /compile:3 /compileTarget:js match-binding-in-array-initializer.dfy
//   -> ReferenceError: _14_x is not defined
//   GO111MODULE=off GOPATH=$PWD/go dafny /compile:3 /compileTarget:go match-binding-in-array-initializer.dfy
//   -> undefined: _14_x
datatype D = E | T(b: bool)
method Main() {
  var a := new bool[1](_ => match E case E => true case T(x) => x);
  print a[..], "\n";
}
