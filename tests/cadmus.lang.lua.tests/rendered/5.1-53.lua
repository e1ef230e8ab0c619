local v9 = function(v10)
  local v11, v12 = v10, safe_div
  v11 = v10
  local v14 = {at, at, at}
  local v20 = {{y = {{function(v21)
    return v21
  end}}}, {y = {{function(v22)
    return v22
  end}}}}
  local v19 = at(v20, v10)
  local v18 = {v19, {y = {{function(v23)
    return v23
  end}}}, {y = {{function(v24)
    return v24
  end}}}}
  local v16 = function(v17)
    v17 = v17
    return v18[1]
  end
  local v15 = v16(v11).y
  local v13 = v14[1](v15[1], v10)
  v10 = v13(function()
    return 41
  end)()
  return {{{{x = function()
    return v20
  end}}}}
end
local v8 = {v9(30), {{{{x = function()
  return {{y = {{function(v25)
    return v25
  end}}}}
end}}}}}
local v7 = v8[1]
local v6 = {v7, {{{{x = function()
  return {{y = {{function(v26)
    return v26
  end}}}}
end}}}}}
local v5 = at(at(v6[1], 64), 35)[1]
local v4 = v5.x
local v3 = v4()
for v1, v2 in ipairs(v3) do
end
local v27 = v5
local v28 = v9
local v29, v30 = fmt_wrap, v9
emit(v9(3))
emit(v8)
emit(v7)
emit(v6)
emit(v5)
emit(v4())
emit(v3)
emit(v27)
emit(v28(3))
emit(v29("ab"))
emit(v30(3))
