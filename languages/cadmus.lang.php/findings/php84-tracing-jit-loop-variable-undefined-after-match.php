<?php
// cadmus-finding: impl=php.jit-tracing-debian13,php.jit-tracing version=8.4.27 outcome=OK stdout="warning: Undefined variable $a\ndone" expect="done" ref=php.plain-debian13,php.opcache-debian13,php.jit-function-debian13,php.plain tracker=new
// PHP 8.4.27 (Debian 13) and 8.2.36 (Debian 12), the tracing JIT at its default settings: once f is hot, the loop
// variable $a, assigned in the for loop's init, is reported undefined when it is passed to g after the loop (1,865
// of the 2,000 calls warn; the value passed is right). Needed: $a first assigned from a match, a second match on
// $a + 1 with a repeated arm, a call of g with an array before the loop (g's foreach), the call after it.
//   php8.4 -n -d zend_extension=opcache -d opcache.enable_cli=1 -d opcache.jit=tracing FILE.php
// prints "warning: Undefined variable $a" then "done"; expected (php8.4 -n, opcache without the JIT, the function
// JIT): "done". With the tier's hot counters at 1 (opcache.jit_hot_loop=1 etc.) three calls of f are enough.
// Tracker (php-src issues, searched 2026-11-29): new. Closest: #15145 (open, no reduced program), "Undefined
// variable $i" for a for loop's variable in composer/semver under opcache, possibly the same bug; #16499 and
// #16770 (closed) are about variables that are really undefined.
// Found again by the hot campaign whose call sites vary their arguments (fuzz --lang php --hot 100 --seed 5061,
// bucket 4: the quiet rounds' hash differs on php.jit-tracing-debian13 alone): two nested matches, then a for loop
// whose variable is passed to a function, reported undefined there ("Undefined variable $v" in the prelude's show)
// from the second round on; the same shape, not reduced further.
// Found by the hot PHP tier campaign (fuzz --lang php --hot 100 --seed 5050, bucket 6: php.jit-tracing-debian13
// alone against the interpreter, opcache and the function JIT), reduced by cadmus reduce (1152 to 1115 tokens) and
// by a line-by-line search and by hand.
set_error_handler(function (int $severity, string $message) {
    static $seen = [];
    if (!isset($seen[$message])) {
        $seen[$message] = true;
        echo "warning: $message\n";
    }
    return true;
});
function g($v) {
    if (is_array($v)) {
        foreach ($v as $x) {
        }
    }
}
function f($z) {
    $n = 200;
    $a = match ($z) {
        0 => 0,
        default => 1,
    };
    $b = match ($a + 1) {
        0 => 0,
        0 => 0,
        default => 0,
    };
    g([0]);
    for ($a = 0; --$n >= 0; ++$a) {
    }
    g($a);
}
for ($i = 0; $i < 2000; $i++) {
    f(0);
}
echo "done\n";
