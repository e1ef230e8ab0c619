<?php
// cadmus-finding: impl=php.jit-function-debian13 version=8.4.27 outcome=CRASH error="signal" expect="done" ref=php.plain-debian13,php.opcache-debian13,php.jit-tracing-debian13,php.jit-function tracker=new
// PHP 8.4.27 (Debian 13), opcache's function JIT (opcache.jit=1205): in a closure, the array an arrow function
// returned, indexed and passed to str_replace before a switch, reads as false ("Trying to access array offset on
// false", then "Passing null to parameter #1"), and the process ends with "zend_mm_heap corrupted" (SIGABRT; under
// Cadmus's driver, with opcache.protect_memory=1, SIGSEGV):
//   php8.4 -n -d zend_extension=opcache -d opcache.enable_cli=1 -d opcache.jit_buffer_size=64M -d opcache.jit=1205 FILE.php
// Expected (php8.4 -n, opcache without the JIT, the tracing JIT, and PHP 8.2.36's function JIT): "done", no warning.
// Each part counts: without the switch, the int parameter's call, or the closure around it (the same code directly
// in f), it runs cleanly.
// Tracker (php-src issues, searched 2026-11-29): new. Closest, #16913 "8.4 function JIT memory corruption" (psalm's
// test suite; fixed by #16943 in November 2024, long before 8.4.27), has no reduced program; none reports an arrow
// function's result misread in a closure.
// Found by the same 20-minute hot tier campaign on PHP 8.4 as php84-function-jit-foreach-break-segfault.php (seed
// 5050, program 18566, where an ErrorException was thrown only under the function JIT): reduced by cadmus reduce
// (23 s), then by hand.
function f() {
    $g = function (int $i) {
        $a = ["ab"];
        $b = (fn(): array => $a)();
        $e = str_replace($b[0], "x", "ab");
        switch ($e) { case "ab": default: }
    };
    $g(0);
}
f();
echo "done\n";
