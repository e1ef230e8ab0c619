<?php
// cadmus-finding: impl=php.jit-function-debian13 version=8.4.27 outcome=TIMEOUT error="timeout" expect="start\ndone" ref=php.plain-debian13,php.opcache-debian13,php.jit-tracing-debian13,php.jit-function tracker=new
// PHP 8.4.27 (Debian 13), opcache's function JIT (opcache.jit=function, 1205): a function with an int parameter
// that switches on the string str_replace returns, with an empty case that matches falling through to an empty
// default, never returns: the compiled code loops at 100% CPU. The script is compiled before it runs (1205), so
// "start" below is printed, then nothing; with the function compiled on its first call only when hot (1235) it is
// not compiled, and the script ends. No other setting is needed:
//   php8.4 -n -d zend_extension=opcache -d opcache.enable_cli=1 -d opcache.jit=function FILE.php
// prints "start" and does not end; expected (php8.4 -n, opcache without the JIT, the tracing JIT, and PHP 8.2.36's
// function JIT): "start", "done". Not with an untyped parameter, nor without the matching case or the default, nor
// with strval, strtolower or an interpolation alone in place of str_replace, nor in top-level code.
// Tracker (php-src issues, searched 2026-11-29): new. Closest, #19104 (closed, fixed in 2025): an endless loop while
// the 8.4 function JIT compiled (ir_find_loops); here compiling ends and the compiled code loops.
// The shape that matters seems to be an empty case falling into an empty default in a switch on a string the
// compiler cannot know: a second program hangs the same way, g($x) { $a = $x ? ['a'] : ['ab']; switch ($a[0]) {
// case '': default: } } called with 0 (the one program of 10,000 hot ones, cadmus compare --lang php --hot 100
// --seed 79, on which the function JIT disagreed: it timed out).
// A third shape, from a hot campaign whose call sites vary their arguments (fuzz --lang php --hot 100 --seed 5061
// --model of php-src's tests --mix random:1,langfuzz:1, bucket 1: php.jit-function-debian13 CRASH(signal 11)), reduced
// by cadmus reduce to 73 tokens: a closure with an int parameter that switches on str_replace('ab', 'ab', f('ab')),
// f returning its argument, with the same empty case and default; its compiled code never returns and allocates
// until PHP's memory limit ("Allowed memory size ... exhausted" on the switch's line; SIGSEGV under the campaign's
// address-space limit).
// Perhaps one fault with php84-function-jit-arrow-result-index-heap-corruption.php, also a switch on str_replace's
// result whose matching case is empty and falls into an empty default: to be reported together.
// Found by the hot PHP tier campaign (fuzz --lang php --hot 100 --seed 5050, bucket 7: php.jit-function-debian13
// TIMEOUT, the three other configurations OK), reduced by cadmus reduce (1163 to 1032 tokens, time budget spent),
// a line-by-line search that kept the hang, and by hand.
echo "start\n";
function g(int $x) {
    switch (str_replace("{$x}", 'a', 'a')) {
        case 'a':
        default:
    }
}
g(0);
echo "done\n";
