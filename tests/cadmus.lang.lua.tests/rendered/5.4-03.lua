local v6 = function(v7)
  local v16 = function(v17)
    v17 = false
    if v17 then
      for v18 = 4, 1 do
        do
          local v19, v20 = safe_idiv, v7
          local v21 = 73.2
          local v22, v23 = {false}, 10.3
          local v24 = v18
          v20 = v7
        end
      end
      local v25 = {1}
    elseif v17 then
    end
    v17 = v17
    local v26 = {x = v17}
    local v27, v28 = v26, math_abs
    return function()
      return {at}
    end
  end
  local v15 = v16(false)
  local v14 = (function()
    return v15
  end)()
  local v13 = {v14, function()
    return {at}
  end}
  local v12 = v13[1]
  local v11 = v12()
  local v10 = at(v11, 9.5)({{47}}, v7)
  local v8, v9 = (v7 >> v10[1]) + v7, fmt_int
  return function(v29)
    return v29
  end
end
local v5 = v6(62)
local v4 = {x = v5}
local v3 = {v4.x, function(v30)
  return v30
end}
local v2 = at(v3, 75)(function(v31)
  return {v31}
end)
local v1 = v2(function()
  return true
end)
if v1[1]() then
end;
(function()
  return {n = 65.9}
end)().n = 11.9
local v32, v33 = 80.7, v4
emit(v6(3))
emit(v5)
emit(v4)
emit(v3)
emit(v2)
emit(v1)
emit(v32)
emit(v33)
