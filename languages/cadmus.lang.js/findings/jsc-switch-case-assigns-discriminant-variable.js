// cadmus-finding: impl=js.jsc-debian13,js.jsc-nojit-debian13,js.jsc-eager-debian13,js.jsc version=2.52.6 outcome=OK stdout="matched 2" expect="none 2" ref=js.node26,js.gjs-debian13,js.qjs-debian13 tracker=known:https://bugs.webkit.org/show_bug.cgi?id=323203 avoided=case-test-write
// JavaScriptCore (WebKitGTK 2.52.6, Debian 13; 2.50.6, Debian 12 too), in every tier, the interpreter alone as well
// (jsc --useJIT=false): in a function, a switch on a local variable compares each case with the variable's current
// value instead of the value the discriminant had, so a case expression that assigns the variable matches itself.
// By ES2023 14.12 (the switch statement's Evaluation) the discriminant is evaluated once, before any case expression
// (switchValue), and CaseClauseIsSelected compares each case's value with that switchValue: 1 !== 2, no match.
//   jsc FILE.js
// prints "matched 2"; expected (node 26, gjs 1.82's SpiderMonkey 128, QuickJS 2025-04, as the standard says):
// "none 2". At the top level (a global binding, not a register) jsc is right.
// Tracker (WebKit, searched 2026-11-30): known, https://bugs.webkit.org/show_bug.cgi?id=323203 ("[JSC] Preserve
// switch discriminant value in a temporary register"; fix proposed in WebKit pull request #73048, open), not in
// WebKitGTK 2.52.6.
// Found by the hot JavaScript tier campaign with the widened library (fuzz --lang js --hot 100 --seed 5065,
// bucket 1: both JavaScriptCore tiers against V8's four and SpiderMonkey's two): `switch (v1) { case ++v1: ...
// case 381 % Infinity: v1--; break; case v1: }` left v1 at 10 on jsc, 11 elsewhere; reduced by hand. Programs for
// jsc no longer write a variable in a case's test (feature case-test-write), so campaigns do not find it again.
function f() {
  let x = 1;
  switch (x) {
    case (x = 2):
      return "matched " + x;
    default:
      return "none " + x;
  }
}
print(f());
