<?php
// cadmus-finding: impl=php.quercus version=4.0.66 outcome=OK stdout="int(2147483647)\nint(2147483647)" expect="int(9223372036854775807)\nint(-9223372036854775808)" ref=php.plain tracker=new
// Quercus 4.0.66: (int) of a numeric string beyond 2^31 - 1 clamps at 2147483647 (and -9999999999999999999 at
// 2147483647 too), although Quercus's ints are 64-bit (PHP_INT_MAX is 9223372036854775807 there, and
// (int) "99999999999" is 99999999999). PHP (5 on 64-bit, as 7 and 8) clamps at PHP_INT_MAX and PHP_INT_MIN.
// Quercus prints: int(2147483647) int(2147483647); php8.2: int(9223372036854775807) int(-9223372036854775808).
// Found while measuring what (int) of a string does on each implementation for the PHP 5 profile (PhpFeatures
// STRING_TO_INT), not by a generated program: programs for Quercus cast no string to int.
var_dump((int) "9999999999999999999", (int) "-9999999999999999999");
