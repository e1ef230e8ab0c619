<?php
// cadmus-finding: impl=php.quercus version=4.0.66 outcome=OK stdout="float(9223372036854.8)\nfloat(922337203685477632)" expect="float(1.0E+20)\nfloat(1.0E+19)" ref=php.plain tracker=new
// Quercus 4.0.66: round() with decimals of a float whose scaled value leaves the long range goes through a long
// clamped at 2^63 - 1: round(1e20, 6) is 9223372036854.8 and round(1e19, 1) is 922337203685477632. PHP's round()
// of 1e20 to 6 decimals is 1e20, of 1e19 to 1 decimal 1e19.
// Quercus prints: float(9223372036854.8) float(922337203685477632); php8.2 (and PHP 5): float(1.0E+20)
// float(1.0E+19).
// Found while profiling Quercus's float printing for the observation function (round was a candidate), not by a
// generated program.
var_dump(round(1e20, 6), round(1e19, 1));
