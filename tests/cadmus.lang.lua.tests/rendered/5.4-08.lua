while fuel() do
  local v9 = function()
    local function v10()
      local v15 = {x = {x = math_min}}
      local v14 = {{v15, {x = {x = safe_mod}}}, {{x = {x = safe_mod}}}, {{x = {x = math_min}}}}
      local v13 = at(v14, 59)[1]
      local v12 = {math_min, rec(v10, v13.x).x, safe_idiv}
      local v11 = at(v12, 53.5)
      local v16 = at
      local v17 = 71.4
      return {x = math_min}
    end
    local v18 = "0b?B"
    return function()
      return {function()
        return {function()
          return {""}
        end}
      end}
    end
  end
  local v8 = v9()
  local v7 = {v8, function()
    return {function()
      return {function()
        return {"191?C"}
      end}
    end}
  end, function()
    return {function()
      return {function()
        return {";ab+"}
      end}
    end}
  end}
  local v6 = {y = v7[1]}
  local v5 = v6.y()
  local v4 = v5[1]()
  local v3 = v4[1]
  local v2 = v3()[1]
  local v1 = {fmt_pair(v2, "!-"), "", "\n"}
  local v19, v20 = 35, "b0A"
  local v21, v22 = safe_mod, str_reverse
  local v23 = 78.4
end
local v24 = "a"
local v25, v26 = str_upper, fmt_wrap
local v27 = 81.8
v27 = 11.5
local v28 = "AB!c \\"
emit(v24)
emit(v25("ab"))
emit(v26("ab"))
emit(v27)
emit(v28)
