repeat
  local v2 = function(v3)
    v3 = 21.3
    local v8 = function(v9)
      local v13 = (function(v14, v15)
        local function v16(v17, v18)
          local v19 = v15.x(80, at) * v17
          local v20, v21 = {false}, 29
          v19 = 28
          local v22, v23 = str_reverse, math_abs
          return true
        end
        return v14
      end)(function(v24)
        return {y = v24}
      end, {x = function(v25, v26)
        return 64.6
      end})
      local v12 = v13(function()
        return {x = "\tb_"}
      end)
      local v11 = v12.y
      local v10 = {v11(), {x = "B:B1"}, {x = v9}}
      v9 = v9 .. str_upper(v10[1].x)
      return {function(v27)
        return math_min
      end}
    end
    local v7 = {v8("")}
    local v6 = {n = v7[1]}
    local v5 = v6.n[1]
    local v4 = v5(v3)(v3, v3) > 42.8
    if v4 then
    elseif false then
    else
    end
    return {{x = safe_mod}}
  end
  local v1 = v2(96)[1]
  v1.x(50, 16);
  (function()
    return {y = 20}
  end)().y = 71
until fuel_out();
(function()
  return {x = "."}
end)().x = "zC+1"
local v28, v29 = str_reverse, {x = 75}
local v30, v31 = str_reverse, v28
local v32 = 46
local v33 = {x = v32}
emit(v28("ab"))
emit(v29)
emit(v30("ab"))
emit(v31("ab"))
emit(v32)
emit(v33)
