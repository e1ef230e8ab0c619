local v8 = function(v9)
  for v10 = 4, 2 do
    local v11 = v10
    local v12 = {y = v11 - v10}
    v9[1](math_max, v12.y)
    local v18 = function(v19)
      return v19
    end
    local v17 = {v18({n = function(v20)
      return v20
    end})}
    local v16 = v17[1]
    local v15 = v16.n({{false}})
    local v14 = {v15[1]}
    local v13 = v14[1]
    if not v13[1] then
    else
    end
    local v21, v22 = v18, 25
    local v23 = 81
  end
  return function()
    return {n = function()
      return safe_div
    end}
  end
end
local v7 = {v8({function(v24, v25)
  return {v25}
end})}
local v6 = {at(v7, 100), function()
  return {n = function()
    return safe_div
  end}
end, function()
  return {n = function()
    return math_max
  end}
end}
local v5 = at(v6, 54)
local v4 = {y = v5}
local v3 = {n = v4.y}
local v2 = v3.n
local v1 = v2().n
v1()(76, 71.8)
local v26, v27 = 82, 59
v27 = 50
local v28, v29 = v26, false
local v30, v31 = v28, math_min
v27 = v27
emit(v8)
emit(v7)
emit(v6)
emit(v5())
emit(v4)
emit(v3)
emit(v2())
emit(v1())
emit(v26)
emit(v27)
emit(v28)
emit(v29)
emit(v30)
emit(v31(3, 3))
