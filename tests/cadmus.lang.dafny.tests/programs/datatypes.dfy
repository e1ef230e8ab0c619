// Datatypes (recursive too), match in expressions and statements, destructors, constructor tests, functions,
// recursion with decreases, predicates, let, tuples.
datatype Shape = Circle(r: int) | Rect(w: int, h: int) | Empty
datatype List = Nil | Cons(head: int, tail: List)
function method Len(l: List): nat
  decreases l
{
  match l
  case Nil => 0
  case Cons(_, t) => 1 + Len(t)
}
function method Sum(n: int, acc: int): int
  requires n >= 0
  decreases n
{
  if n == 0 then acc else var m := n - 1; Sum(m, acc + n)
}
predicate method Big(x: int) { x > 10 }
function Ghost(x: int): int { x * 2 }
method Main() {
  var s: Shape := Rect(2, 3);
  var area := match s case Circle(r) => r * r case Rect(w, h) => w * h case Empty => 0;
  match s {
    case Circle(r) =>
      print "circle ", r, "\n";
    case Rect(w, h) =>
      print "rect ", w, " ", h, "\n";
    case Empty =>
      print "empty\n";
  }
  var l := Cons(1, Cons(2, Nil));
  var t: (int, bool) := (area, Big(area));
  assert Ghost(2) == 4;
  print area, " ", Len(l), " ", Sum(4, 0), " ", t.0, " ", t.1, " ", s.Rect?, " ", l, "\n";
}
