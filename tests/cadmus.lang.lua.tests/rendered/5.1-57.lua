local function v1()
  local v8 = function(v9)
    return v9[1].y
  end
  local v12 = function()
    local v16 = nil == (function(v17, v18)
      v18 = false
      v18 = v17
      for v19 = 1, 2 do
      end
      return nil
    end)(true, false)
    local function v13()
      local v14, v15 = math_floor, "\t!y  "
      return v16 and false
    end
    v16 = v16
    local v20 = v16
    local v21, v22 = math_floor, v20
    local v23, v24 = v13, {x = 92}
    return {y = function(v25)
      return v25
    end}
  end
  local v11 = v12()
  local v10 = {v11}
  local v7 = v8(v10)
  local v6 = {n = function()
    return at({v7}, 56)
  end}
  local v5 = v6.n
  local v4 = v5()
  local v3 = v4({x = function()
    return {93}
  end}).x
  local v2 = rec(v1, v3())
  if ((v2[1] - 59) * 30) ~= 41.9 then
  else
  end
  local v26, v27 = "\nbz", "c  9y"
  local v28 = math_max
  return v2
end
local v29, v30 = 52, "_c1\\"
v29 = v29
local v31, v32 = 76, v29
emit(v1())
emit(v29)
emit(v30)
emit(v31)
emit(v32)
