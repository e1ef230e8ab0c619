<?php
// Functions: typed parameters, defaults, nullable and union types, by-reference and variadic parameters.
function add(int $a, int $b = 2): int {
    return $a + $b;
}
function describe(?string $s, int|float $n): string {
    return ($s ?? 'none') . ':' . $n;
}
function bump(array &$xs, int ...$more): void {
    foreach ($more as $m) {
        $xs[] = $m;
    }
}
function &counter(): int {
    $x = 1;
    return $x;
}
$list = [1, 2];
bump($list, 3, 4);
echo add(1), ' ', add(2, 3), ' ', describe(null, 1.5), ' ', describe('a', 2), "\n";
echo implode(',', $list), "\n";
echo add(b: 5, a: 1), "\n";
echo intdiv(7, 2), ' ', 7 % 3, ' ', 2 ** 10, ' ', -2 ** 2, ' ', (-2) ** 2, "\n";
echo str_repeat('ab', 3), ' ', substr('hello', 1, 3), ' ', strlen('xyz'), "\n";
