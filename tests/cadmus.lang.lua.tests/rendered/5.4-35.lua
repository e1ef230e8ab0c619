local v7 = function(v8)
  return v8.y
end
local v11 = {n = at}
local v10 = {y = v11.n}
local v9 = {y = v10.y}
local v6 = {x = v7(v9)}
local v4 = function()
  local v5 = 70 ~ 3
  return v6.x
end
local v3 = v4()(at((function(v12)
  for v13 = 4, 3 do
    local v18 = (function()
      return {{x = {",?"}}}
    end)()
    local v17 = at(v18, 59).x
    local v16 = v17[1]
    local v14, v15 = (v12[1]() .. v16) .. "bc\n", v13
    local v19, v20 = 90, true
    v15 = v15
  end
  local v21, v22 = {x = 35}, true
  v22 = v22
  local v23 = safe_div
  return function()
    return {{{{{60}}}}}
  end
end)({function()
  return "a"
end})(), 21.6), 48.8)
local v2 = v3[1]
local v1 = at(v2, 64)
safe_idiv(62 | v1[1], 35)
local v24 = "abaBx"
v24 = v24
local v25 = safe_div
local v26, v27 = false, {v24}
local v28 = {x = "a_; "}
emit(v7)
emit(v11)
emit(v10)
emit(v9)
emit(v6)
emit(v4())
emit(v3)
emit(v2)
emit(v1)
emit(v24)
emit(v25(1.5, 1.5))
emit(v26)
emit(v27)
emit(v28)
