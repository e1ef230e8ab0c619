local v2 = {(function()
  local v7 = function(v8)
    local v13 = at
    local v16 = at({{{x = {y = {{x = {v8}}}}}}, {{x = {y = {{x = {v8}}}}}}}, 85)
    local v15 = {x = v16}
    local v14 = v15.x
    local v12 = v13(v14, 15.7)
    local v11 = v12.x
    local v10 = at(v11.y, 14)
    local v9 = v8 .. v10.x[1]
    local v17, v18 = 43, v12
    return {{{function(v19)
      return v16
    end}}}
  end
  local v6 = {y = v7(",.'1")}
  local v5 = at(at(v6.y, 19), 42)[1]
  for v3, v4 in ipairs(v5(83)) do
  end
  local v20, v21 = {x = " -.!a"}, v6
  local v22 = false
  return {x = {{{function()
    return function()
      return "c,c."
    end
  end}}}}
end)(), {x = {{{function()
  return function()
    return "\n0"
  end
end}}}}, {x = {{{function()
  return function()
    return "'9\\"
  end
end}}}}}
local v1 = at(at(v2[1].x, 26.0), 47)[1]
fmt_pair(v1()(), "0B")
local v23, v24 = "bz", 8
v23 = v23
local v25, v26 = ",:\n1", math_min
v24 = 2
emit(v2)
emit(v1())
emit(v23)
emit(v24)
emit(v25)
emit(v26(3, 3))
