-- closures, upvalues, varargs, multiple assignment and results
local function counter()
  local n = 0
  return function(step, ...)
    n = n + (step or 1)
    return n, select('#', ...)
  end
end
local c = counter()
c()
local value, extra = c(5, nil, nil)
print(value, extra)
local a, b, d = 1, 2
a, b = b, a
print(a, b, d)
local f = function(...) return ... end
print(f(1, "two", 3.5))
