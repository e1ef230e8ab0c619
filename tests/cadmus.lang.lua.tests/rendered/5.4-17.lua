local function v1(v2, v3)
  return fmt_int
end
local v11 = function(v12)
  local v13 = at
  local v17 = function(v18)
    return v18
  end
  local v16 = v17({x = {{y = {{{y = "ca0_'"}}}}}}).x
  local v15 = at(v16, 21.3)
  local v14 = v15.y
  v13(v12(at(v14[1], 68.5).y), 10.9)()
  return {{function(v19)
    return v19
  end}}
end
local v10 = v11(function(v20)
  return {function()
    return fmt_wrap
  end}
end)
local v7 = function(v8)
  local v9 = {69, v8 - (v8 - 92), v8}
  return v10[1]
end
local v6 = at(v7(85), 23)
local v5 = at({v6, function(v21)
  return v21
end, function(v22)
  return v22
end}, 28)
local v4 = {v5(function()
  return {69}
end)(), {8}, {45}}
at(v4, 38.8)[1] = 95
local v23, v24 = nil, "\n'-"
emit(v1(0, 0))
emit(v11)
emit(v10)
emit(v7(3))
emit(v6)
emit(v5)
emit(v4)
emit(v23)
emit(v24)
