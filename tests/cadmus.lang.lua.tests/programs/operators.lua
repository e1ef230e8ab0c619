-- every operator of the subset, comparisons, logic with nil and false
print(1 + 2 * 3 - 4 / 2, 7 % 3, 2 ^ 10, -(-3))
print(1 < 2, 2 <= 2, 3 > 4, 4 >= 5, 1 == 1.0, "a" ~= "b")
print(nil or "default", false and "never", not nil, not 0)
print("con" .. "cat" .. 1 .. 2)
print(#"length", #{1, 2})
local s = 'single \'quoted\' with \\ and \t tab and \65\066 and \x41'
print(s)
