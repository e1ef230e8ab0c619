-- function declarations with dotted names, nested functions, returns
local M = { util = {} }
function M.util.double(x) return x * 2 end
function M.util:triple(x) return x * 3 end
local function apply(f, ...)
  local results = {}
  for i, v in ipairs({ ... }) do results[i] = f(v) end
  return table.concat(results, ",")
end
print(apply(M.util.double, 1, 2, 3))
print(M.util:triple(4))
print((function() return "iife" end)())
print(select(2, "a", "b", "c"))
return M
