local v10 = function(v11)
  local v16 = function(v17)
    for v18, v19 in ipairs(v17.n) do
    end
    local function v20()
      local v23 = at({{y = str_upper}}, 61)
      local v21, v22 = v23.y("C:!y-"), "\\1:1y"
      v21 = v21
      return "\nzc!"
    end
    return {n = function()
      return {math_min}
    end}
  end
  local v15 = {v16({n = {math_floor}}).n, function()
    return {math_max}
  end, function()
    return {math_max}
  end}
  local v14 = v15[1]()
  local v13 = safe_div(86, -v14[1](37.5, 31))
  local v12 = (-v13) - 4.8
  v11(v12 + 72.8, 36.5)
  local v24, v25 = v15, "aa?\n"
  return {n = function(v26)
    return v26
  end}
end
local v4 = function(v5)
  v5()()
  local v6 = safe_div
  local function v7(v8, v9)
    return {x = v8, y = v8}
  end
  return v10
end
local v3 = v4(function()
  return function()
    return 67
  end
end)
local v2 = v3(math_min).n
local v1 = v2({true})
v1[1] = true
local v27, v28 = true, v10
v27 = v27
emit(v10)
emit(v4)
emit(v3)
emit(v2)
emit(v1)
emit(v27)
emit(v28)
