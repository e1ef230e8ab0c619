// cadmus-finding: impl=js.rhino,js.rhino-interpreted version=1.9.1 outcome=OK stdout="o" expect="" expect-outcome=RUNTIME_ERROR ref=js.node tracker=new
// Rhino 1.9.1 (compiled and interpreted): a String.prototype method called without a receiver runs on some
// object instead of throwing. Expected (ES2015 21.1.3.1, RequireObjectCoercible(this)): TypeError, nothing
// printed, as node prints; Rhino prints "o". Found by the first JavaScript comparison (seed 1147 of compare --seed 1).
var f = "abc".charAt;
print(f(1));
