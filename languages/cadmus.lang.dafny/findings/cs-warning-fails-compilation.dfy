// cadmus-finding: impl=dafny.cs version=2.3.0 outcome=COMPILE_ERROR error="Errors compiling program" command="dafny /noVerify /compile:2 /compileTarget:cs {file}" expect="1" ref=dafny.cs,dafny.js,dafny.go tracker=new avoided=rules
// Dafny 2.3 (Debian 2.3.0+dfsg-0.1), C# back end: a warning of the C# compiler fails the compilation. An
// if-expression with a literal condition compiles to a C# conditional whose other branch mcs warns is unreachable
// (CS0429); Dafny counts the warning as an error, reports "Errors compiling program" and runs nothing, though mcs
// wrote the program (dafny /compile:2 /spillTargetCode:1 leaves a .cs that mcs compiles with only the warning).
// JavaScript and Go print 1. Cadmus's dafny.cs does not show it: it runs the assembly mcs wrote whatever Dafny
// reports (it prints 1), so the findings test re-checks it with the command of the first line (issue 48).
//
//   dafny /compile:3 /compileTarget:cs cs-warning-fails-compilation.dfy
//   -> Errors compiling program
//      /tmp/....cs(1503,35) : warning CS0429: Unreachable expression code detected
method Main() {
  var t: int := 1;
  var u: int := if true then t else 3;
  print u, "\n";
}
