// cadmus-finding: impl=dafny.verifier version=2.3.0 outcome=CRASH error="Assertion failed." tracker=new avoided=rules
// Dafny 2.3 (Debian 2.3.0+dfsg-0.1, Boogie 2.4.1), the verifier: a method that stores a let expression of a
// boolean value and then has a loop crashes Boogie's abstract interpretation (its interval domain) on a valid
// program. Without the loop, with an int let (var k := 0; k + 1), or with /noinfer, it verifies.
//
//   dafny /compile:0 boogie-let-before-loop.dfy
//   -> [ERROR] FATAL UNHANDLED EXCEPTION: System.Diagnostics.Contracts.ContractException: Assertion failed.
//        at Microsoft.Boogie.AbstractInterpretation.NativeIntervallDomain+Node.ToExpr ()
//   dafny /compile:0 /noinfer boogie-let-before-loop.dfy   -> 1 verified, 0 errors
// (Debian's Boogie also needs the z3 model_compress workaround of ../../../../shared/docs/engines.md; the crash
// comes before z3 runs.)
method Main() {
  var b := var k := 0; true;
  var i := 0;
  while i < 1
  {
    i := i + 1;
  }
  print b, "\n";
}
