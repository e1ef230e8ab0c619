// cadmus-finding: impl=dafny.verifier version=2.3.0 outcome=CRASH error="Assertion failed." tracker=new avoided=rules
// Dafny 2.3 (Debian 2.3.0+dfsg-0.1, Boogie 2.4.1), the verifier: let expressions inside the range of a map
// comprehension (here under a match inside a map display's key) crash Boogie's VC generation on the well-formedness
// check of the function. Reduced by cadmus reduce from a generated program (594 to 170 tokens); a smaller one
// needs the nested match over N0 and the let bound outside it.
//
//   dafny /compile:0 boogie-let-in-comprehension-range.dfy
//   -> [ERROR] FATAL UNHANDLED EXCEPTION: System.AggregateException: One or more errors occurred. (Assertion failed.)
//        at Microsoft.Boogie.VCExprAST.VCExprLetBinding..ctor (VCExprVar v, VCExpr e)
datatype D0 = N0 | S0(val0: bool)
datatype D1 = E1 | L1(head1: bool, tail1: D1)
function v1(v2: int): map<int, bool>
{
  if (v2 == 0) then (map v3 | v3 in ((if ((if false then E1 else E1).E1? in map[var v4:= match E1 case E1 => (var v5:= false; match (N0) case N0 => (match N0 case S0(v6) => (v2, v6)) case S0(v7) => (v2, v5)) case L1(v8, v9) => (v2, v8); false := true]) then multiset{} else multiset{}) + multiset{}) :: false) else map[]
}
