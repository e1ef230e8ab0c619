local v6 = function()
  local v18 = function()
    do
      local v19 = not false
      local v20 = safe_mod
      local v21 = {35}
      v19 = v19 or (v21[1] <= 89)
      local v22 = 50
      local v23, v24 = {x = v19}, 59
    end
    local v25 = fmt_pair
    local v26, v27 = v25, {x = 71}
    local v28, v29 = safe_idiv, v27
    local v30 = true
    return {function()
      return {x = function()
        return {{44}}
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
  local v9 = at(v10, 55.0)[1]
  local v7, v8 = v9[1], math_min
  return function(v31)
    return v31
  end
end
local v5 = {v6(), function(v32)
  return v32
end, function(v33)
  return v33
end}
local v4 = v5[1]
local v3 = v4({function(v34)
  return v34
end})[1]
local v1, v2 = not ((not (not v3(function()
  return true
end)())) and false), 72.9
local v35 = v3
v2 = 88.1
local v36 = v4
v1 = v1
local v37 = {x = v1}
emit(v6())
emit(v5)
emit(v4)
emit(v3)
emit(v1)
emit(v2)
emit(v35)
emit(v36)
emit(v37)
