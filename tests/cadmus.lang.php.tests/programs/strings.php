<?php
// Strings: single- and double-quoted, interpolation of simple variables and of {$...} expressions (an index, a
// property, a method call, a string with its own interpolation inside), escapes, heredocs (also with an indented
// closing label, and one ending an argument), nowdocs, and a '$' that starts no variable.
class Box {
    public int $n = 7;
    public function label(): string {
        return "box";
    }
}
$name = 'world';
$count = 3;
$list = [10, 20];
$map = ['k' => 'v', 'kk' => 'w'];
$box = new Box();
$key = 'k';
echo "Hello, $name! You have $count items.\n";
echo "first {$list[0]}, mapped {$map['k']} and {$map["k{$key}"]}, box {$box->n} {$box->label()}\n";
echo "braces {$name}s and a price of $5, {not interpolated} \$name \\ \t|\n";
echo "$name$count-$name\n";
$text = <<<EOT
Dear $name,
  you owe {$list[1]} "coins" and {$box->label()}.
EOT;
echo $text, "\n";
function shout(string $s, int $times): string {
    return str_repeat(strtoupper($s), $times);
}
echo shout(<<<"END"
    indented $name
    END, 2), "\n";
echo <<<'RAW'
raw $name {$list[0]} \t
RAW;
echo "\n", <<<EOT
EOT, "|\n";
