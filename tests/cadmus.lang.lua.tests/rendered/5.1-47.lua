local v8 = function()
  local v11 = at
  local v14 = function(v15)
    v15 = 94
    local function v16()
      local v17, v18 = rec(v16, true and false), 77
      local v19 = rec(v16, true)
      local v22 = {math_max, safe_mod, math_max}
      for v20, v21 in ipairs(v22) do
      end
      return v17
    end
    return function()
      return {y = function(v23)
        return v23
      end}
    end
  end
  local v13 = v14(67.8)()
  local v12 = {{v13, {y = function(v24)
    return v24
  end}, {y = function(v25)
    return v25
  end}}, {{y = function(v26)
    return v26
  end}}}
  local v10 = v11(at(v12, 79), 38)
  local v9 = v10.y({function()
    return "?B1'"
  end});
  (",1C" .. v9[1]()):upper()
  return {x = function(v27)
    return v27
  end}
end
local v7 = v8().x
local v5 = function(v6)
  v6 = true
  return v7
end
local v4 = v5(false)
local v3 = v4(function(v28)
  return v28
end)({42})
local v1, v2 = 9.5, v3[1]
local v29, v30 = "'+", nil
v29 = v29
emit(v8())
emit(v7)
emit(v5(true))
emit(v4)
emit(v3)
emit(v1)
emit(v2)
emit(v29)
emit(v30)
