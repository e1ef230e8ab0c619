local v6 = {n = at}
local v12 = function(v13)
  local v14 = ""
  for v15 = 1, 2 do
    local function v16(v17, v18)
      local v19 = {v18(), v15}
      if v17.y[1] == v18 then
        local v20 = {v14, v13[1]}
        if not false then
        end
        local v21, v22 = "-9\\:!+", 56
      else
      end
      local v23, v24 = 99, v14
      local v25 = v23
      local v26, v27 = v23, str_reverse
      return ":\t:c9."
    end
    local v28 = 73
    v28, v14 = v28, v14
    v14 = v14
  end
  local v29, v30 = {43}, str_lower
  local v31, v32 = fmt_wrap, math_max
  return {{y = {function()
    return function()
      return {y = false}
    end
  end}}}
end
local v11 = v12({"a10"})
local v10 = v11[1].y
local v9 = v10[1]
local v8 = {v9}
local v7 = {v8, {function()
  return function()
    return {y = true}
  end
end}, {function()
  return function()
    return {y = true}
  end
end}}
local v5 = v6.n(v7[1], 71)
local v4 = v5()
local v3 = v4()
for v1, v2 in ipairs({not v3.y, true}) do
end
local v33 = v8
v3.y = false
local v34 = {x = 61}
local v35, v36 = 66, safe_mod
emit(v6)
emit(v12)
emit(v11)
emit(v10)
emit(v9())
emit(v8)
emit(v7)
emit(v5())
emit(v4())
emit(v3)
emit(v33)
emit(v34)
emit(v35)
emit(v36(3, 3))
