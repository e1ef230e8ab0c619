<?php
// Closures with by-value and by-reference use, arrow functions, callables and array functions.
$total = 0;
$k = 10;
$addTo = function (int $x) use (&$total, $k): int {
    $total += $x + $k;
    return $total;
};
$addTo(1);
$addTo(2);
$double = fn(int $x): int => $x * 2;
$squares = array_map(fn($v) => $v * $v, [1, 2, 3]);
$even = array_filter([1, 2, 3, 4, 5, 6], function ($v) {
    return $v % 2 === 0;
});
$sorted = [3, 1, 2];
usort($sorted, fn($a, $b) => $a <=> $b);
echo $total, ' ', $double(21), ' ', implode(',', $squares), ' ', implode(',', $even), ' ', implode(',', $sorted), "\n";
$compose = fn(callable $f, callable $g) => fn($x) => $f($g($x));
echo $compose($double, fn($x) => $x + 1)(4), "\n";
$static = static function () {
    return 'static';
};
echo $static(), "\n";
