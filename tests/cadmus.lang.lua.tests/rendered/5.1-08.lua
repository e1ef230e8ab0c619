while fuel() do
  local v14 = function(v15)
    local v19 = at({{{x = {y = str_upper}}}}, 16)[1]
    local v18 = v19.x
    local v16, v17 = v15(v18.y).x, math_max
    v16 = v16
    local v20 = v15
    return {{y = function()
      return {function()
        return {50}
      end}
    end}}
  end
  local v13 = v14(function(v21)
    return {x = 87}
  end)
  local v12 = {v13, {{y = function()
    return {function()
      return {83}
    end}
  end}}, {{y = function()
    return {function()
      return {23}
    end}
  end}}}
  local v11 = at(v12, 20.8)
  local v10 = {v11, {{y = function()
    return {function()
      return {26}
    end}
  end}}}
  local v9 = v10[1]
  local v8 = v9[1]
  local v7 = {x = {v8, {y = function()
    return {function()
      return {61}
    end}
  end}, {y = function()
    return {function()
      return {8}
    end}
  end}}}
  local v6 = at(v7.x, 12)
  local v5 = v6.y()
  local v4 = v5[1]()
  local v3 = {x = v4}
  local v2 = v3.x
  local v1 = {at(v2, 77), 24.9, 86};
  (function()
    return {x = 47.4}
  end)().x = 84
  local v22 = ".  !_y"
  v22 = v22
end
local v23, v24 = fmt_wrap, "\\"
v24 = v24
local v25 = str_len
v24 = ":\n1cc"
v24 = v24
emit(v23("ab"))
emit(v24)
emit(v25("ab"))
