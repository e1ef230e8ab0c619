local v2 = at
local v10 = function()
  local v14 = (function(v15, v16)
    local v19 = 21
    local v17, v18 = (v19 + ("_"):len()) * v15.n, v15
    local v20, v21 = v16(), {v17}
    local v22, v23 = math_max, v15
    local v24 = fmt_wrap
    v20 = v20
    return {function(v25)
      return v25
    end}
  end)({n = 15.8}, function()
    return "\n0b;b,"
  end)
  local v13 = v14[1]({function()
    return 52
  end})
  local v11, v12 = v13[1](), math_max
  local v26, v27 = true, {v11}
  v26 = v26
  return function(v28)
    return v28
  end
end
local v9 = v10()
local v8 = function()
  do
  end
  return v9
end
local v7 = {v8(), function(v29)
  return v29
end, function(v30)
  return v30
end}
local v6 = {at(v7, 10)}
local v5 = at(v6, 46)
local v4 = {v5, function(v31)
  return v31
end, function(v32)
  return v32
end}
local v3 = v4[1]({at})
local v1 = v2(v3, 26)({false}, 49)
if v1 then
elseif true then
end
local v33, v34 = v4, "a'"
v34 = ","
v34 = ";.z\\\n"
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
emit(v33)
emit(v34)
