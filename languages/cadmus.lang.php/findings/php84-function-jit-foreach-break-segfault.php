<?php
// cadmus-finding: impl=php.jit-function-debian13 version=8.4.27 outcome=CRASH error="signal 11" expect="done" ref=php.plain-debian13,php.opcache-debian13,php.jit-tracing-debian13,php.jit-function tracker=new
// PHP 8.4.27 (Debian 13), opcache's function JIT (opcache.jit=1205: every function compiled when the script
// loads): a function whose foreach over an array it made (a literal, or a local it stored one in) breaks out of
// the loop dies of SIGSEGV when called. No other setting is needed:
//   php8.4 -n -d zend_extension=opcache -d opcache.enable_cli=1 -d opcache.jit_buffer_size=64M -d opcache.jit=1205 FILE.php
// prints nothing and ends with signal 11; expected (php8.4 -n, opcache without the JIT, the tracing JIT, and PHP
// 8.2.36's function JIT): "done". Not without the break, nor with the array passed as an argument, nor in
// top-level code.
// Tracker (php-src issues, searched 2026-11-29): new. Closest, #10626 (closed): "foreach ([] as $b) {}" in a
// function crashed 8.2.3's function JIT; that program runs cleanly on 8.4.27.
// Found by a 20-minute hot tier campaign on PHP 8.4's four configurations (fuzz --lang php --hot 100 --seed 5050,
// program 44387: the break sat in a foreach of the hot form's round, before unreachable code), reduced by hand.
function f() {
    foreach ([0] as $v) {
        break;
    }
}
f();
echo "done\n";
