<?php
// cadmus-finding: impl=php.opcache-debian13,php.opcache,php.jit-tracing-debian13,php.jit-function-debian13 version=8.4.27 outcome=OK stdout="bool(false)" expect="bool(true)" ref=php.plain-debian13,php.plain tracker=known:https://github.com/php/php-src/issues/15773
// PHP 8.4.27 (Debian 13) and 8.2.36 (Debian 12) with opcache, JIT or not: the negation of an ordered comparison
// with NAN is false. NAN < 0.5 is false, so !(NAN < 0.5) is true, as the interpreter alone prints; opcache's
// optimizer rewrites !($a < $b) as $a >= $b, which is false for NAN (php-src #15773, open since 2024-09: the same
// rewrite, reported on 8.3.11 with $b = NAN; not fixed in 8.4.27).
//   php8.4 -n -d zend_extension=opcache -d opcache.enable_cli=1 FILE.php     prints bool(false)
// (opcache leaves a file written in the last two seconds uncached: -d opcache.file_update_protection=0 for a fresh one)
//   php8.4 -n FILE.php                                                       prints bool(true)
// Found by the hot PHP tier campaign (fuzz --lang php --hot 100 --seed 5050, bucket 3: php.plain-debian13 alone
// against opcache and both JITs), reduced by cadmus reduce (1136 to 965 tokens, 8 s) and by hand.
$x = sqrt(-1.0);
var_dump(!($x < 0.5));
