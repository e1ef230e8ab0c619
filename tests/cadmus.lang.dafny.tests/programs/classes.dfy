// Classes with fields, a constructor, a method that modifies the object and a function that reads it.
class Counter {
  var count: int
  var step: int
  constructor (start: int, stride: int)
    ensures count == start && step == stride
  {
    count := start;
    step := stride;
  }
  method Bump() returns (now: int)
    modifies this
  {
    count := count + step;
    now := count;
  }
  function method Get(): int
    reads this
  {
    count
  }
}
method Main() {
  var c := new Counter(10, 3);
  var n := c.Bump();
  var m := c.Bump();
  print n, " ", m, " ", c.Get(), " ", c.count, "\n";
}
