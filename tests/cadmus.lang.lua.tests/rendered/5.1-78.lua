local v7 = function()
  local v13 = function(v14)
    for v15, v16 in ipairs(v14.y) do
      local v23 = at({{x = function()
        return at
      end}}, v15)
      local v22 = {v23, {x = function()
        return at
      end}, {x = function()
        return at
      end}}
      local v21 = v22[1]
      local v20 = {v21, {x = function()
        return at
      end}, {x = function()
        return at
      end}}
      local v19 = v20[1].x
      local v18 = v19()({{y = v16}}, v15)
      local v17 = v16 .. v18.y
    end
    local v24 = nil
    return {function()
      return function(v25)
        return v25
      end
    end}
  end
  local v12 = v13({y = {"'_C_0"}})
  local v11 = v12[1]
  local v10 = {x = v11}
  local v9 = v10.x
  local v8 = v9()({n = false})
  if v8.n then
  else
  end
  return {function(v26)
    return v26
  end}
end
local v6 = {n = v7()}
local v5 = v6.n
local v4 = v5[1]
local v3 = v4({{x = {20}}})
for v1, v2 in ipairs(v3[1].x) do
end;
(function()
  return {n = 41}
end)().n = 73
local v27 = "\n0A"
v27 = v27
local v28, v29 = str_len, "1-Az"
emit(v7())
emit(v6)
emit(v5)
emit(v4)
emit(v3)
emit(v27)
emit(v28("ab"))
emit(v29)
