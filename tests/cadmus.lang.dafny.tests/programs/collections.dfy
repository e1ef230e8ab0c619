// Sequences, sets, multisets and maps with their operators and comprehensions; quantifiers; strings and chars;
// reals; arrays; loops with invariants; methods with several results; multiple assignment.
method Split(x: int) returns (q: int, r: nat)
  ensures r >= 0
{
  q := x / 3;
  r := x % 3;
}
method Main() {
  var s: seq<int> := [3, 1, 2] + [5];
  var t: set<int> := set x | x in s :: x * 2;
  var m: map<int, bool> := map x | x in {1, 2} :: x > 1;
  var ms: multiset<char> := multiset("hello") - multiset{'l'};
  var a: array<int> := new int[3](_ => 7);
  a[1] := 4;
  var b: array<bool> := new bool[][true, false];
  var i: int := 0;
  while i < 3
    invariant i >= 0
    invariant i <= 3
    invariant |s| == 4 + i
    decreases 3 - i
  {
    s := s + [i];
    i := i + 1;
  }
  assert i == 3;
  var q, r := Split(-7);
  var u: real := (q as real) / 2.0;
  var c: char := 'x';
  q, i := i, q;
  print s, " ", |t|, " ", 4 in t, " ", |m|, " ", m[2 := false][2], " ", ms['l'], " ", |ms|, "\n";
  print a[..], " ", a.Length, " ", b[0], " ", q, " ", r, " ", u, " ", u.Floor, " ", c as int, " ", s[1..3], "\n";
  print forall x | x in s :: x >= 0, " ", exists x | x in t :: x > 8, " ", {1, 2} <= {1, 2, 3}, " ", [1] < [1, 2], "\n";
  print "a\tb", " ", -(-5) % 3, " ", !(true ==> false), " ", (true <==> false) || !false, " ", {1} !! {2}, "\n";
}
