local v1 = safe_div
if true then
  local v9 = function(v10)
    local v11 = 94
    for v12 = 4, 3 do
    end
    local function v13(v14, v15)
      v15(48)
      local v16 = {math_min}
      v14 = v14 << (safe_idiv(v14, (v10[1] + v16[1](8, 47)) & v11) + 98)
      v14 = 62
      local v17 = fmt_pair
      return true
    end
    local v18 = 91
    local v19, v20 = {false}, v10
    return {y = function(v21)
      return v21
    end}
  end
  local v8 = {v9({62}), {y = function(v22)
    return {n = {function()
      return 94
    end}}
  end}, {y = function(v23)
    return {n = {function()
      return 23
    end}}
  end}}
  local v7 = at(v8, 16.0).y
  local v6 = {y = {y = v7}}
  local v5 = v6.y
  local v4 = {v5.y, function(v24)
    return v24
  end, function(v25)
    return {n = {function()
      return 70
    end}}
  end}
  local v3 = at(v4, 99.3)
  local v2 = v3({n = {function()
    return 88
  end}})
  at(v2.n, 46)()
  local v26 = true
elseif false then
end
local v27 = v1
local v28, v29 = v27, {true}
emit(v1(1.5, 1.5))
emit(v27(1.5, 1.5))
emit(v28(1.5, 1.5))
emit(v29)
