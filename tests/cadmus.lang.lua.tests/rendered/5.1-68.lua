local v1, v2 = safe_div, at((function()
  local v7 = function()
    local v11 = function(v12)
      math_max(v12, 33.7)
      local v15 = {y = {function(v16)
        return v16
      end}}
      local v14 = at(v15.y, v12)
      local v13 = {n = at(v14({math_floor}), 89.3)}
      v13.n(v12)
      return function(v17)
        return v17
      end
    end
    local v10 = v11(62)
    local v9 = v10({y = function(v18)
      return v18
    end})
    local v8 = {v9.y({str_lower}), {str_lower}, {fmt_wrap}}
    ipairs(v8[1])
    local v19, v20 = 90, v10
    local v21, v22 = v10, v10
    return function()
      return at
    end
  end
  local v6 = v7()
  local v5 = v6()({function()
    return function()
      return str_lower
    end
  end}, 68.2)
  local v4 = {v5, function()
    return function()
      return str_lower
    end
  end}
  local v3 = v4[1]()
  v3()
  local v23, v24 = 95, 55
  local v25 = ""
  local v26 = 4
  v23 = v23
  return {v4}
end)(), 22)[1]
local v27, v28 = true, true
local v29 = v28
local v30, v31 = 46.6, "C+.?c"
emit(v1(3, 3))
emit(v2())
emit(v27)
emit(v28)
emit(v29)
emit(v30)
emit(v31)
