local v12 = function()
  for v13 = 0, 1 do
    local v14 = {(function()
      return {x = function()
        return ","
      end}
    end)().x}
    v14[1]()
    local v15 = {x = v13}
    local v16 = nil
    local v17 = "?1;"
  end
  local v18, v19 = false, math_abs
  local v20 = 92
  return function(v21)
    return {n = v21}
  end
end
local v11 = v12()
local v10 = {at({v11, function(v22)
  return {n = v22}
end, function(v23)
  return {n = v23}
end}, 23), function(v24)
  return {n = v24}
end}
local v9 = {v10[1], function(v25)
  return {n = v25}
end}
local v8 = v9[1]
local v7 = {x = v8}
local v6 = {y = v7.x}
local v5 = {{v6.y(function()
  return {x = {x = math_abs}}
end), {n = function()
  return {x = {x = math_floor}}
end}, {n = function()
  return {x = {x = math_abs}}
end}}, {{n = function()
  return {x = {x = math_abs}}
end}}}
local v4 = at(v5[1], 67).n
local v3 = at(at({{v4, function()
  return {x = {x = math_floor}}
end, function()
  return {x = {x = math_floor}}
end}}, 51), 58)
local v2 = v3().x
local v1 = v2.x
local v26, v27 = str_reverse, 69.3
local v28, v29 = v6, 65.2
emit(v12())
emit(v11)
emit(v10)
emit(v9)
emit(v8)
emit(v7)
emit(v6)
emit(v5)
emit(v4())
emit(v3())
emit(v2)
emit(v1(3))
emit(v26("ab"))
emit(v27)
emit(v28)
emit(v29)
