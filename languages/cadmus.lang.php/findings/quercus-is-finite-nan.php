<?php
// cadmus-finding: impl=php.quercus version=4.0.66 outcome=OK stdout="bool(true)" expect="bool(false)" ref=php.plain tracker=new
// Quercus 4.0.66: is_finite(NAN) is true. PHP's manual: is_finite is "true if num is a legal finite number
// within the allowed range for a PHP float"; NaN is not finite (C's isfinite(NAN) is 0).
// Quercus prints: bool(true); php8.2 (and PHP 5): bool(false).
// Found by the differential campaign over php8.2 and Quercus (./cadmus fuzz --lang php --impl php.plain,php.quercus
// --count 3000 --seed 1: one finding, of 3,000 programs) and reduced by ./cadmus reduce to $v1 = sqrt(-0.5);
// emit($v1); after the prelude's show and emit: Quercus printed the NaN with number_format (show's finite case,
// giving "NaN") where PHP printed "NAN".
var_dump(is_finite(sqrt(-1.0)));
