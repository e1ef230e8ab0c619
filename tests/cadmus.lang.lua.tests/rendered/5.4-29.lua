local v5 = function()
  local v15 = function(v16)
    local v19 = (function()
      return {n = {function()
        return false
      end}}
    end)().n
    local v18 = v16[1](v19[1](), fmt_num)
    local v17 = v18()
    v16[1]((v17():lower() .. "? a\\") < "'z 0;", fmt_int)
    local v20, v21 = "", 59
    local v22 = ""
    return {function()
      return function(v23)
        return v17
      end
    end}
  end
  local v14 = v15({function(v24, v25)
    return function()
      return function()
        return ";"
      end
    end
  end})
  local v13 = at(v14, 88)
  local v12 = {v13}
  local v11 = v12[1]()
  local v10 = {v11, function(v26)
    return v26
  end, function(v27)
    return v27
  end}
  local v9 = v10[1]
  local v8 = {v9(function()
    return "y"
  end), function()
    return ",0',c"
  end}
  local v6, v7 = at(v8, 94.5)(), false
  return 41.4
end
local v4 = -(v5() + 77.4)
local v3 = (-v4) * 39.7
local v1, v2 = v3 - 75.2, nil
local v28, v29 = v5, 65
local v30 = true
local v31 = "_?1x"
local v32 = {x = 81.5}
local v33 = v3
emit(v5())
emit(v4)
emit(v3)
emit(v1)
emit(v2)
emit(v28())
emit(v29)
emit(v30)
emit(v31)
emit(v32)
emit(v33)
