<?php
// Control flow: if/elseif/else, while, do-while, for, foreach (value, key => value, by reference), switch,
// match, break and continue with levels, try/catch (multi-catch)/finally, user exceptions.
class TooBig extends InvalidArgumentException {
}
function check(int $n): string {
    if ($n < 0) {
        return 'negative';
    } elseif ($n === 0) {
        return 'zero';
    } else {
        return 'positive';
    }
}
$out = [];
$i = 0;
while ($i < 3) {
    $out[] = check($i - 1);
    $i++;
}
do {
    $i--;
} while ($i > 0);
for ($j = 0, $k = 10; $j < 3; $j++, $k--) {
    $out[] = $j + $k;
}
$map = ['a' => 1, 'b' => 2, 'c' => 3];
foreach ($map as $key => $value) {
    $out[] = $key . $value;
}
$nums = [1, 2, 3];
foreach ($nums as &$n) {
    $n *= 10;
}
unset($n);
foreach ([[1, 2], [3, 4]] as [$x, $y]) {
    $out[] = $x * $y;
}
foreach ([[5, 6]] as list($p, $q)) {
    $out[] = $p + $q;
}
for ($a = 0; $a < 3; $a++) {
    for ($b = 0; $b < 3; $b++) {
        if ($b === 1) {
            continue 2;
        }
        if ($a === 2) {
            break 2;
        }
        $out[] = 'v' . $a;
    }
}
switch ($nums[0]) {
    case 10:
        $out[] = 'ten';
        break;
    case 20:
    default:
        $out[] = 'other';
}
$out[] = match (true) {
    $i > 5 => 'big',
    $i === 0, $i === 1 => 'small',
    default => 'mid',
};
try {
    try {
        throw new TooBig('too big');
    } catch (TooBig | TypeError $e) {
        $out[] = get_class($e) . '/' . $e->getMessage();
        throw new RuntimeException('again', 7);
    } finally {
        $out[] = 'finally';
    }
} catch (Exception $e) {
    $out[] = $e->getCode();
}
[$first, $second, $third] = [1, 2, 3];
['x' => $px, 'y' => $py] = ['x' => 8, 'y' => 9];
$out[] = $first + $third + $px + $py;
$u = null;
$u ??= 'set';
$out[] = $u;
$out[] = (int) '12' + (float) '1.5';
$out[] = !true ? 'no' : 'yes';
echo implode(' ', $out), "\n";
var_dump($nums, 1 <=> 2, 0.1 + 0.2);
