<?php
// Quercus 4.0.66: is_finite(NAN) is true. PHP's manual: is_finite is "true if num is a legal finite number
// within the allowed range for a PHP float"; NaN is not finite (C's isfinite(NAN) is 0).
// Quercus prints: bool(true); php8.2 (and PHP 5): bool(false).
// Found by the same campaign as quercus-nan-ordered-comparison.php: the observation function printed the NaN
// with number_format (its finite case, giving "NaN") where PHP printed "NAN".
var_dump(is_finite(sqrt(-1.0)));
