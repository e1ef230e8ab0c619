local v2 = at
local v10 = function()
  local v14 = (function(v15, v16)
    local v17, v18 = v15 .. v16, true
    local v21 = {y = function(v22)
      return v22
    end}
    local v20 = v21.y
    local v19 = v20({v16})[1]
    v16 = v16
    v16 = ""
    v15 = v15
    return {function(v23)
      return v23
    end}
  end)("\tB:?\n+", "\nb\t\n")
  local v13 = v14[1]({function()
    return 92.3
  end})
  local v11, v12 = v13[1](), 55.2
  local v24, v25 = true, {v11}
  v12 = v11
  return function(v26)
    return v26
  end
end
local v9 = v10()
local v8 = function()
  do
  end
  return v9
end
local v7 = {v8(), function(v27)
  return v27
end, function(v28)
  return v28
end}
local v6 = {at(v7, 10.8)}
local v5 = at(v6, 63)
local v4 = {v5, function(v29)
  return {at}
end, function(v30)
  return {at}
end}
local v3 = v4[1]({at})
local v1 = v2(v3, 36.8)({false}, 37)
if v1 then
elseif true then
end
local v31, v32 = true, safe_mod
v31 = true
v1 = true
emit(v2)
emit(v10())
emit(v9)
emit(v8())
emit(v7)
emit(v6)
emit(v5)
emit(v4)
emit(v3)
emit(v1)
emit(v31)
emit(v32(1.5, 1.5))
