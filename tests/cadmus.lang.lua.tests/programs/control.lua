--[[ while, repeat, break, elseif, generic for with an iterator function ]]
local i = 0
while true do
  i = i + 1
  if i > 5 then break end
end
repeat i = i - 2 until i <= 0
if i == 0 then print("zero") elseif i < 0 then print("negative") else print("positive") end
local function range(n)
  local k = 0
  return function() k = k + 1; if k <= n then return k end end
end
for k in range(3) do io.write(k, ";") end
print()
do local scoped = "inner" print(scoped) end
