local function v1()
  rec(v1, rec(v1, "c+yxz"))
  local v4 = {x = (function(v5, v6)
    if v5(v6).n then
    elseif v6() then
    end
    local v7, v8 = "?:!", str_lower
    v7 = v7
    local v9 = v8
    local v17 = function()
      local v18 = "x9ca\\C"
      local v19 = 94
      local v20, v21 = "Ab_y", false
      v18, v20 = v20, "b0\n!\t"
      return function(v22)
        return v22
      end
    end
    local v16 = {v17(), function(v23)
      return v23
    end}
    local v15 = {n = at({at(v16, 17), function(v24)
      return v24
    end}, 85)}
    local v14 = v15.n
    local v13 = v14({{y = {{" "}}}})[1]
    local v12 = v13.y[1]
    for v10, v11 in ipairs(v12) do
    end
    return {function()
      return safe_div
    end}
  end)(function(v25)
    return {n = true}
  end, function()
    return true
  end)}
  local v3 = v4.x
  local v2 = v3[1]
  v2()(34, 13.0)
  local v26 = str_reverse
  return "\t"
end
local v27, v28 = false, 25.9
v28, v27 = v28, v27
v27, v28 = v27, 56.6
local v29, v30 = math_min, safe_div
v27 = v27
emit(v1())
emit(v27)
emit(v28)
emit(v29(3, 3))
emit(v30(3, 3))
