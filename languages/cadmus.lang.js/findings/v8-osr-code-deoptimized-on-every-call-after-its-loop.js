// cadmus-finding: impl=js.node26-turbofan version=26.12.1 outcome=OK stdout="723639506" expect="723639506" ref=js.node26-maglev,js.node26-jitless,js.node tracker=new loop="Insufficient type feedback for binary operation"
// V8 14.6 (Node.js 26.12.1), TurboFan without Maglev: a deoptimization loop. f's loop gets hot in f's first call and
// is compiled on the stack (OSR) before the statement after the loop has ever run, so that statement's multiply has
// no type feedback and the OSR code deoptimizes there ("Insufficient type feedback for binary operation"). The
// interpreter then runs the multiply, and its feedback is there from then on; yet the OSR code is kept
// ("code_invalidation: unaffected"), every later call enters it again from the loop and deoptimizes at the same
// bytecode offset, and f, marked for TurboFan ("hot and stable"), is not compiled again. The output is right: what
// is wrong is that V8 leaves the same compiled code again and again, each time for the interpreter.
//   node --no-maglev --no-lazy-feedback-allocation --invocation-count-for-turbofan=2 --invocation-count-for-osr=2 \
//     --no-concurrent-recompilation --no-concurrent-osr --trace-deopt FILE.js | grep -c "Insufficient type feedback"
// prints 47 (the same code, opt id and offset each time; FILE.js needs `globalThis.print = console.log;` first).
// With V8's own thresholds: f called 200 times on a string of 100,000 characters, `node --no-maglev --trace-deopt`
// deoptimizes the OSR code in all 200 calls (3,000 calls: 506 times, until V8 compiles f at last). Expected: a
// deoptimization or two, then code that has the feedback, as this file on node 26's Maglev tier (the same flags
// with Maglev for TurboFan: none), and the 100,000-character variant on node 26 with both tiers (2) and on node
// 20.20's V8 11.3 with --no-maglev (2). Maglev alone (--no-turbofan) leaves its OSR code 52 times there.
// Tracker (V8, searched 2026-11-30 in the issues and pages corpora for OSR deoptimization loops, insufficient type
// feedback after a loop, --no-maglev): nothing found; new.
// Found by the deoptimization-loop oracle (issue 50): in 4 of 100 hot programs (generate --lang js --hot 100 --seed
// 911 --impl js.node26-turbofan) TurboFan left one compiled code 51 to 285 times, three times the hot form's out at
// the hash after its loop; reduced by hand to f.
var sum = 0;
function f(s) {
  for (var i = 0; i < s.length; i++) { sum = (sum * 31 + s.charCodeAt(i)) % 1000000007; }
  sum = (sum * 31 + 10) % 1000000007;
}
f("x".repeat(100));
for (var r = 0; r < 200; r++) { f("ab"); }
print(sum);
