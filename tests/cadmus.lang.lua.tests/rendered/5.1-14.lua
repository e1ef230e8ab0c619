local v6 = function()
  local v18 = function()
    do
      local v19 = not false
      local v20 = v19
      local v21 = (function()
        return {n = {n = "0"}}
      end)().n
      v19 = v20 or (v21.n <= "B.cC+A")
      local v22, v23 = fmt_wrap, v20
      local v24, v25 = {x = v20}, str_len
    end
    local v26, v27 = fmt_pair, safe_div
    local v28 = true
    v28 = v28
    local v29, v30 = 15, "\n1. "
    return {function()
      return {x = function()
        return {{true}}
      end}
    end}
  end
  local v17 = v18()
  local v16 = {y = v17}
  local v15 = v16.y
  local v14 = v15[1]
  local v13 = {v14}
  local v12 = v13[1]()
  local v11 = v12.x()
  local v10 = {v11}
  local v9 = at(v10, 40)[1]
  local v7, v8 = v9[1], "z\nB-,\n"
  return function(v31)
    return {v31}
  end
end
local v5 = {v6(), function(v32)
  return {v32}
end, function(v33)
  return {v33}
end}
local v4 = v5[1]
local v3 = v4(function(v34)
  return v34
end)[1]
local v1, v2 = not ((not (not v3(function()
  return true
end)())) and false), 31
v2 = 84
v2 = v2
v1 = false
local v35 = 79
v2, v35 = v2, 30.0
emit(v6())
emit(v5)
emit(v4)
emit(v3)
emit(v1)
emit(v2)
emit(v35)
