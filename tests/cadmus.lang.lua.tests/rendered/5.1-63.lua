local v8 = {y = (function(v9)
  local v10 = {"B-", (v9 .. (v9 .. v9)) .. ((v9 .. (v9 .. "")) .. "B0")}
  for v11 = 2, 0 do
    local v14 = {{at}, {at}, {at}}
    local v13 = at(v14, 69)
    local v12 = at(v13, v11)({{v11}}, v11)
    math_max(at(v12, 16) + v11, 57.1)
    local v15 = v10
    break
  end
  local v16 = math_abs
  local v17, v18 = {v9}, 4
  v18 = 53
  return function()
    return function()
      return function(v19)
        return str_upper
      end
    end
  end
end)("A-\t0")}
local v7 = v8.y
local v6 = {v7, function()
  return function()
    return function(v20)
      return str_lower
    end
  end
end}
local v5 = {at(v6, 91)}
local v4 = v5[1]
local v3 = v4()()
local v2 = v3(str_upper)(" ")
local v1 = {y = v2 <= "\t9x0:"}
if v1.y then
elseif true then
else
end
v2 = "!\nb' \n"
local v21, v22 = nil, 48
v22 = v22
emit(v8)
emit(v7())
emit(v6)
emit(v5)
emit(v4())
emit(v3)
emit(v2)
emit(v1)
emit(v21)
emit(v22)
