local v8 = function(v9)
  for v10, v11 in ipairs(v9.x) do
    for v12 = 4, 3 do
      local v13, v14 = ";'0.", v11()[1]
      math_min(v11()[1], 94)
    end
  end
  local v17 = at((function(v18)
    local function v19()
      rec(v19, v18)()
      local function v20(v21, v22)
        v22, v21 = v21, v21
        local v23 = v18
        v22 = 52
        local v24 = v18
        local v25 = 28
        return v9
      end
      local v26 = 3
      local v27, v28 = true, true
      local v29, v30 = 36, nil
      return v18
    end
    local v31, v32 = "_\tz", {false}
    v31 = v31
    return {v18}
  end)(function()
    return function()
      return {{y = fmt_wrap}}
    end
  end), 9.8)()
  local v16 = v17()[1]
  local v15 = v16.y
  local v33, v34 = 46, 11
  return {function()
    return {x = v17}
  end}
end
local v7 = v8({x = {function()
  return {15}
end}})
local v6 = {n = v7}
local v5 = at(v6.n, 61.7)
local v4 = v5()
local v3 = v4.x
local v1, v2 = "\tab+\t9", v3()[1]
local v35, v36 = v5, v7
v1 = ""
local v37, v38 = "9y", v6
local v39, v40 = {v37}, "'a"
emit(v8)
emit(v7)
emit(v6)
emit(v5())
emit(v4)
emit(v3())
emit(v1)
emit(v2)
emit(v35())
emit(v36)
emit(v37)
emit(v38)
emit(v39)
emit(v40)
