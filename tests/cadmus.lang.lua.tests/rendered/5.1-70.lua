local v7 = function()
  for v8, v9 in ipairs((function()
    local v10 = "Ab1c-y"
    str_reverse(v10)
    local v14 = function(v15)
      return v15.y
    end
    local v18 = function()
      return {{n = at}}
    end
    local v17 = {x = v18()}
    local v16 = {y = v17.x}
    local v13 = v14(v16)[1]
    local v12 = v13.n({{n = 31}}, 71)
    local v11 = v12.n * 97.4
    safe_mod(v11, 96)
    local v19, v20 = "!--'\\!", false
    v11, v10 = v11, v10
    local v21, v22 = 49, 15
    return {math_min}
  end)()) do
    break
  end
  return {function()
    return {function(v23)
      return v23
    end}
  end}
end
local v6 = v7()
local v5 = {{n = v6[1]}}
local v4 = v5[1]
local v3 = v4.n
local v2 = v3()
local v1 = at(v2, 10)({""})
if v1[1] ~= "" then
else
end
local v24 = 3
local v25, v26 = "z:;", v7
local v27 = 83
local v28 = {"x_-"}
emit(v7())
emit(v6)
emit(v5)
emit(v4)
emit(v3())
emit(v2)
emit(v1)
emit(v24)
emit(v25)
emit(v26())
emit(v27)
emit(v28)
