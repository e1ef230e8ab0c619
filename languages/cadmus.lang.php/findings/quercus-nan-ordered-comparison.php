<?php
// cadmus-finding: impl=php.quercus version=4.0.66 outcome=OK stdout="bool(true)\nbool(false)\nbool(true)\nbool(true)" expect="bool(false)\nbool(false)\nbool(false)\nbool(false)" ref=php.plain tracker=new
// Quercus 4.0.66: NaN > 0.1 and NaN >= 1.0 are true, and NAN == NAN is true, where PHP 7 and 8 (php8.2 here) say
// false to all: IEEE 754 orders no value with NaN and makes NaN equal to nothing, itself included. 0.1 < $n and
// $n < 0.1 are false, as they should be: > and >= behave as the negations of <= and <, which are not the same
// where NaN is.
// Quercus prints: bool(true) bool(false) bool(true) bool(true); php8.2: bool(false) four times.
// PHP 5 is not the same as php8.2 here (corrected by issue 48, from php-src's sources, not run: no PHP 5 is installed).
// PHP 5's Zend engine compared two doubles through compare_function (is_smaller_function,
// is_smaller_or_equal_function and is_equal_function call it; a 2006 Zend/zend_operators.h declares no faster path),
// which subtracts them and maps the difference to -1, 0 or 1 with ZEND_NORMALIZE_BOOL(n) = n > 0 ? 1 : n < 0 ? -1 : 0.
// NaN - x is NaN, which maps to 0, "equal"; $a > $b is compiled as $b < $a. So PHP 5 (at least up to 5.4) printed
// bool(false) bool(false) bool(true) bool(true): it agrees with Quercus on $n >= 1.0 and NAN == NAN, and differs on
// $n > 0.1, which stays a Quercus bug against every PHP version (Quercus says it implements PHP 5.5). The inline
// fast paths that compare two doubles with C's < and == (fast_is_smaller_function) are in the 2014 phpng sources
// that became PHP 7; the first 5.x release with such a path was not readable here (the php-src snapshot was too
// large to fetch).
// Found by the differential campaign over php8.2 and Quercus, in the same program as quercus-is-finite-nan.php
// (./cadmus fuzz --lang php --impl php.plain,php.quercus --count 3000 --seed 1: one finding, whose program also
// compared that NaN with 0.1), then written by hand from it.
$n = sqrt(-1.0);
var_dump($n > 0.1, 0.1 < $n, $n >= 1.0, NAN == NAN);
