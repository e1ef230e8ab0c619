local v3 = at((function(v4)
  v4 = false
  local v10 = function()
    local v16 = function(v17)
      do
        v17[1]()
        local v18, v19 = "", fmt_cut
        local v20, v21 = fmt_pad, true
      end
      local v22, v23 = true, v17
      local v24, v25 = str_upper, v22
      return function()
        return v17
      end
    end
    local v15 = v16({function()
      return {function()
        return false
      end}
    end})
    local v14 = v15()
    local v13 = v14[1]
    local v12 = v13()[1]
    local v11 = v12() and false
    local v26, v27 = v12, at
    return function(v28)
      return {v28}
    end
  end
  local v9 = v10()
  local v8 = {y = v9}
  local v7 = v8.y
  local v6 = v7({{x = {nil}}})[1]
  if nil == (function(v5)
    return v5
  end)(at)(at(v6, 73).x, 16.9) then
  end
  local v29, v30 = v8, " "
  return {{function(v31)
    return v31
  end}}
end)(true), 74)
local v2 = at(v3, 5.7)({x = false})
local v1 = not v2.x
local v32, v33 = v2, {x = v1}
v1 = false
local v34 = math_abs
local v35, v36 = "", true
emit(v3)
emit(v2)
emit(v1)
emit(v32)
emit(v33)
emit(v34(1.5))
emit(v35)
emit(v36)
