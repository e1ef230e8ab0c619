// cadmus-finding: impl=js.mujs,js.mujs-debian13 version=1.3.2 outcome=OK stdout="-1 2" expect="0 3" ref=js.node,js.duktape tracker=new
// MuJS 1.3.2: String.prototype.indexOf does not find the empty string at the end of the string ("".indexOf("")
// and "abc".indexOf("", 3) are -1), and lastIndexOf("") returns length - 1 ("abc".lastIndexOf("") is 2).
// Still so in MuJS 1.3.6 (Debian 13, js.mujs-debian13): found again by a 20-minute campaign at issue 50 (seed 5054).
// ES5.1 15.5.4.7: start = min(max(pos, 0), len); return the smallest k >= start with k + searchLen <= len whose
// characters match, so an empty search string is found at start (0 here); 15.5.4.8 likewise gives len for
// lastIndexOf("").
// Expected (node, Duktape, Hermes, Rhino, ...): "0 3". Found by the ES5 acceptance run (compare --impl
// js.node,js.duktape,js.mujs,js.hermes,js.rhino --seed 1, seed 4787).
print("".indexOf(""), "abc".lastIndexOf(""));
