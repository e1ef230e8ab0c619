local v8 = function(v9)
  local v15 = {y = (function()
    return {y = {x = function()
      return {str_len}
    end}}
  end)().y}
  local v14 = {v15, {y = {x = function()
    return {str_len}
  end}}, {y = {x = function()
    return {str_len}
  end}}}
  local v13 = at(v14, 84).y
  local v12 = v13.x
  local v11 = v12()
  local v10 = at(v11, 74)("9c\t:?;") + 81
  at(v9, math_min(at(v9, -v10)() - 47, 88) * 48)()
  local v16 = "a:"
  return {function(v17)
    return v17
  end}
end
local v7 = {v8({function()
  return 54
end}), {function(v18)
  return v18
end}, {function(v19)
  return v19
end}}
local v6 = v7[1]
local v5 = {v6}
local v4 = at(at(v5, 48), 36)
local v3 = {x = v4}
local v2 = v3.x({{n = {78}}})
local v1 = v2[1]
v1.n[1] = 92
local v20, v21 = v7, "c_B? "
local v22, v23 = v5, v2
local v24 = v5
local v25, v26 = v4, "1"
local v27, v28 = v5, "z-C-;,"
emit(v8)
emit(v7)
emit(v6)
emit(v5)
emit(v4)
emit(v3)
emit(v2)
emit(v1)
emit(v20)
emit(v21)
emit(v22)
emit(v23)
emit(v24)
emit(v25)
emit(v26)
emit(v27)
emit(v28)
