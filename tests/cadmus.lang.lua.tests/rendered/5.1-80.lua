local v16 = {function(v17)
  return v17
end, function(v18)
  return v18
end, function(v19)
  return v19
end}
local v15 = {y = v16[1]}
local v14 = v15.y
local v13 = {v14, function(v20)
  return v20
end, function(v21)
  return v21
end}
local v12 = v13[1]
local v11 = at({v12, function(v22)
  return v22
end, function(v23)
  return v23
end}, 44.8)
local v10 = {v11, function(v24)
  return v24
end, function(v25)
  return v25
end}
local v9 = v10[1]
local v8 = {v9}
local v4 = function(v5)
  local v7 = {44}
  local v6 = v7[1] + v5
  v5 = math_abs(v6)
  return at(v8, v5)
end
local v3 = {v4(83)(function()
  return function(v26)
    return v26
  end
end), function()
  return function(v27)
    return v27
  end
end}
local v2 = at(v3, 99)
local v1 = v2()
if v1({true})[1] then
elseif true then
end
local v28 = v8
local v29 = 44
local v30 = "1\t0y"
emit(v16)
emit(v15)
emit(v14)
emit(v13)
emit(v12)
emit(v11)
emit(v10)
emit(v9)
emit(v8)
emit(v4(3))
emit(v3)
emit(v2())
emit(v1)
emit(v28)
emit(v29)
emit(v30)
