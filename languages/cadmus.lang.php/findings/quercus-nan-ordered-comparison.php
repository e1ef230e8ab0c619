<?php
// Quercus 4.0.66: NaN > 0.1 and NaN >= 1.0 are true, and NAN == NAN is true, when all are false: IEEE 754 (and
// every PHP version's C comparison of doubles) orders no value with NaN and makes NaN equal to nothing, itself
// included. 0.1 < $n and $n < 0.1 are false, as they should be: > and >= behave as the negations of <= and <,
// which are not the same where NaN is.
// Quercus prints: bool(true) bool(false) bool(true) bool(true); php8.2 (and PHP 5): bool(false) four times.
// Found by the differential campaign over php8.2 and Quercus, in the same program as quercus-is-finite-nan.php
// (./cadmus fuzz --lang php --impl php.plain,php.quercus --count 3000 --seed 1: one finding, whose program also
// compared that NaN with 0.1), then written by hand from it.
$n = sqrt(-1.0);
var_dump($n > 0.1, 0.1 < $n, $n >= 1.0, NAN == NAN);
