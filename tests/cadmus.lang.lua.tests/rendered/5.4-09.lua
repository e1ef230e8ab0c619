repeat
  local v17 = (function(v18, v19)
    local function v20(v21, v22)
      local v23 = "!\t;" ~= v18()
      if v23 then
      else
        local v24 = ""
      end
      v22 = 28
      local v25, v26 = str_lower, fmt_wrap
      return true
    end
    return v19
  end)(function()
    return ""
  end, function()
    return {{x = safe_mod}}
  end)
  local v16 = {y = v17}
  local v15 = v16.y
  local v14 = {v15, function()
    return {{x = safe_div}}
  end}
  local v13 = function()
    return v14[1]
  end
  local v12 = v13()
  local v11 = v12()
  local v10 = {v11}
  local v9 = {n = v10}
  local v8 = {x = v9.n}
  local v7 = v8.x
  local v6 = {y = v7}
  local v5 = v6.y
  local v4 = {n = v5}
  local v2 = function(v3)
    v3 = 21
    v3 = v3
    return at(v4.n, 92)
  end
  local v1 = v2(82)[1]
  v1.x(89.7, 85.1)
  local v27, v28 = "+;0c c", false
until fuel_out();
(function()
  return {y = ".AB\ta0"}
end)().y = ""
local v29, v30 = {51}, "C1"
local v31, v32 = fmt_cut, v29
local v33 = ""
v30 = v33
emit(v29)
emit(v30)
emit(v31("ab"))
emit(v32)
emit(v33)
