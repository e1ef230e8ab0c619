local v1, v2 = "", 47.3
local v14 = function(v15)
  for v16 = 3, 4 do
  end
  v15 = "b, "
  local v20 = function(v21)
    local v22 = fmt_pad
    return v21[1]
  end
  local v23 = {function(v24)
    return v24
  end, function(v25)
    return at
  end}
  local v19 = v20(v23)
  local v18 = v19(at)({false}, v2)
  local v17 = not (v18 or true)
  return function(v26)
    return v26
  end
end
local v13 = v14(v1)
local v12 = {x = v13}
local v11 = v12.x
local v10 = v11(function(v27)
  return {x = v27}
end)
local v9 = v10({n = "-x\\!+"}).x
local v8 = {v9, {n = v1}, {n = ".'\\"}}
local v7 = {v8, {{n = "\\B"}}}
local v6 = at(v7, v2)[1]
local v5 = {v6, {n = v1}, {n = v1}}
local v4 = v5[1]
local v3 = v4.n .. v1
v3 = v3
v3 = v1
local v28 = 43.5
local v29 = 33
emit(v1)
emit(v2)
emit(v14("ab"))
emit(v13)
emit(v12)
emit(v11)
emit(v10)
emit(v9)
emit(v8)
emit(v7)
emit(v6)
emit(v5)
emit(v4)
emit(v3)
emit(v28)
emit(v29)
