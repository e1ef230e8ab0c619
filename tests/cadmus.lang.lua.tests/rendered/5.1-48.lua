local v1 = at
local v5 = function()
  local v10 = function()
    do
      local v13 = (function()
        return {y = {{n = "A b;B"}}}
      end)().y
      local v12 = at(v13, 45.9)
      local v11 = v12.n:upper()
      fmt_pair(v11, "yc?"):upper()
    end
    local v14, v15 = 38, 87
    local v16, v17 = "A??,y'", true
    v17 = false
    return {function(v18)
      return v18
    end}
  end
  local v9 = at(v10(), 83.5)
  local v8 = v9({{{true}}})
  local v7 = v8[1]
  local v6 = at(v7, 1)
  if not (v6[1] or true) then
  elseif true then
  else
  end
  local v19 = {""}
  local v20, v21 = 6, fmt_pair
  return {function()
    return function(v22)
      return v22
    end
  end}
end
local v4 = {v5(), {function()
  return function(v23)
    return v23
  end
end}, {function()
  return function(v24)
    return v24
  end
end}}
local v3 = v1(at(v4, 29), 14)
local v2 = v3()(function()
  return {y = 4}
end)
v2().y = 81
local v25, v26 = "-", v2
local v27, v28 = v3, str_len
emit(v1)
emit(v5())
emit(v4)
emit(v3())
emit(v2())
emit(v25)
emit(v26())
emit(v27())
emit(v28("ab"))
