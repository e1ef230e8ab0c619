<?php
// cadmus-finding: impl=php.quercus version=4.0.66 outcome=OK stdout="int(2)\nint(0)\nint(0)" expect="int(1)\nint(1)\nint(-1)" ref=php.plain tracker=new
// Quercus 4.0.66: % of ints beyond 2^53 is computed through doubles: PHP_INT_MAX % 3 is 2 (9223372036854775807
// rounds to 2^63, and 2^63 mod 3 is 2) and 9007199254740993 % 2 is 0 (2^53 + 1 rounds to 2^53). PHP's % is
// integer remainder of the operands converted to int, exact for every int.
// Quercus prints: int(2) int(0) int(0); php8.2 (and PHP 5): int(1) int(1) int(-1).
// Found while profiling Quercus for its PHP 5 profile (checking that the prelude's guarded division stays exact),
// not by a generated program: the rules keep ints far below 2^53.
var_dump(PHP_INT_MAX % 3, 9007199254740993 % 2, -9007199254740993 % 2);
