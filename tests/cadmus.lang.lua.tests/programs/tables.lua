-- table constructors of every field kind, indexing, length, ipairs
local t = { 10, 20, 30; x = 1, ["y"] = 2, [3 + 1] = 40 }
t.z = t.x + t["y"]
print(#t, t.x, t.y, t.z, t[4])
local sum = 0
for i, v in ipairs(t) do
  sum = sum + i * v
end
print("sum", sum)
local nested = { a = { b = { c = "deep" } } }
print(nested.a.b.c, nested["a"]["b"].c)
