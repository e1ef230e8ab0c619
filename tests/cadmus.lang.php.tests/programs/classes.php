<?php
// Classes: typed properties, promoted constructor parameters, static members, constants, inheritance,
// abstract classes, interfaces, parent:: and self::, new, instanceof, clone, nullsafe access.
interface Shape {
    const SIDES = 0;
    public function area(): float;
}
interface Named extends Shape {
    public function name(): string;
}
abstract class Base implements Named {
    protected static int $count = 0;
    public function __construct(protected readonly string $label) {
        self::$count++;
    }
    abstract public function area(): float;
    public function name(): string {
        return $this->label;
    }
    public static function count(): int {
        return self::$count;
    }
}
final class Square extends Base {
    const SIDES = 4;
    private ?Square $next = null;
    public function __construct(private float $side) {
        parent::__construct('square');
    }
    public function area(): float {
        return $this->side * $this->side;
    }
    public function name(): string {
        return parent::name() . self::SIDES;
    }
    public function link(Square $s): self {
        $this->next = $s;
        return $this;
    }
    public function nextArea(): ?float {
        return $this->next?->area();
    }
}
$a = new Square(2.0);
$b = clone $a;
$a->link(new Square(3.0));
echo $a->area(), ' ', $a->name(), ' ', Base::count(), ' ', Square::SIDES, ' ', Shape::SIDES, "\n";
echo $a instanceof Shape ? 'shape' : 'other', ' ', $b->nextArea() ?? 'none', ' ', $a->nextArea(), "\n";
echo (new Square(1.5))->area(), "\n";
