// cadmus-finding: impl=js.jsc version=2.50.6 outcome=OK stdout="false false false false" expect="true true true true" ref=js.node,js.gjs,js.jsc-nojit tracker=new avoided=group-anchor
// JavaScriptCore (WebKitGTK 2.50.6, Debian's libjavascriptcoregtk-4.0-bin): a quantified group that may match
// nothing, and whose body starts with the ^ assertion, fails the whole match when the group is not at the start of
// the input. By ES2023 22.2.2 a group quantified by ?, * or {0,n} may match the empty string, so c alone matches.
// Expected (node, gjs's SpiderMonkey, as the standard says): "true true true true".
// jsc prints "false false false false". With an alternative in the group (/c(?:^a|b)?/), or \b instead of ^, it
// matches. With the JIT off (jsc --useJIT=false, js.jsc-nojit) it matches too, so the bug is likely in the JIT (re-run for
// issue 48).
// Found by the mixed JavaScript campaign of issue 23 (a program of the learned model, finding 68, bucket 11,
// 2026-11-28): "xc".replace(/[abc]+(?:^0{2}.*$){0,2}/, "aya1") gave "xc" in jsc and "xaya1" in the seven other
// engines; reduced by hand and checked with jsc alone.
print(/c(?:^)?/.test("xc"), /c(?:^a)?/.test("xc"), /(?:^a)?c/.test("xc"), /c(?:^0){0,2}/.test("xc"));
