<?php
// cadmus-finding: impl=php.quercus version=4.0.66 outcome=OK stdout="0.3333333333333 142857142857143 string(0) \"\"" expect="0.33333333333333 1.4285714285714E+14 string(2) \"14\"" ref=php.plain tracker=new
// Quercus 4.0.66: a float converted to a string has 13 significant digits and no exponent where PHP's has 14
// (the precision setting, 14 by default since PHP 4, which Quercus's ini_get('precision') does not even report:
// it is empty) and switches to an exponent past 15 digits: 1/3 is "0.3333333333333", 1e15/7 "142857142857143".
// Quercus prints: 0.3333333333333 142857142857143 string(0) ""; php8.2 (and PHP 5): 0.33333333333333
// 1.4285714285714E+14 string(2) "14".
// Found while measuring float printing for the PHP 5 profile (PhpFeatures.FLOAT_STRINGS: programs for Quercus
// convert no float to a string), not by a generated program.
echo 1/3, " ", (string) (1e15 / 7), " ";
var_dump(ini_get('precision'));
