local v15 = function()
  local v20 = {(function()
    return {n = {{{n = {function()
      return 5
    end}}}}}
  end)().n}
  local v19 = {v20}
  local v18 = at(at(v19[1], 15)[1], 0).n
  local v16, v17 = 55.8, (v18[1]() * 71.2) * 95
  v17 = 66
  return {function()
    return function(v21)
      return {v21}
    end
  end}
end
local v14 = v15()
local v13 = {v14, {function()
  return function(v22)
    return {v22}
  end
end}}
local v12 = v13[1]
local v11 = {x = v12}
local v10 = v11.x
local v9 = at(v10, 58)
local v8 = {v9()({x = "9+?z"})}
at((function(v1, v2)
  for v3, v4 in ipairs(v1) do
    local v5, v6 = true, v1
    v4()(v3)
    v2, v5 = 43, v5
  end
  local v7 = 67
  return v8[1]
end)({function()
  return math_abs
end}, 17), 28).x = ""
local v23 = true
v23 = v23
local v24, v25 = 81, at
emit(v15())
emit(v14)
emit(v13)
emit(v12)
emit(v11)
emit(v10)
emit(v9())
emit(v8)
emit(v23)
emit(v24)
emit(v25)
