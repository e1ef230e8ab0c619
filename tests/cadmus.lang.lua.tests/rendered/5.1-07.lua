local v1 = math_min
local v2 = false
local v8 = function()
  local v16 = function(v17)
    v17:len()
    if v2 then
    elseif (function()
      return {x = v2}
    end)().x then
    end
    local v18 = v2
    return {function()
      return {{{str_reverse}}}
    end}
  end
  local v15 = v16("'")
  local v14 = v15[1]()
  local v13 = v14[1]
  local v12 = {v13[1]}
  local v11 = v12[1]
  for v9, v10 in ipairs(v11) do
  end
  local v19 = " "
  return function()
    return function(v20)
      return {v20}
    end
  end
end
local v7 = {v8(), function()
  return function(v21)
    return {v21}
  end
end}
local v6 = at(v7, 14)
local v5 = v6()(function()
  return function()
    return 87
  end
end)
local v4 = {v5[1]}
local v3 = v4[1]
if v3()() > 40 then
elseif true then
else
end
v2 = true
local v22, v23 = math_max, v6
emit(v1(3, 3))
emit(v2)
emit(v8())
emit(v7)
emit(v6())
emit(v5)
emit(v4)
emit(v3())
emit(v22(3, 3))
emit(v23())
