local v10 = function()
  str_lower("?1+'")
  local function v11(v12)
    v12 = 91.3
    local v18 = function()
      local v19 = 64
      local v20 = nil
      local v21, v22 = str_upper, ""
      return {function(v23)
        return v23
      end}
    end
    local v17 = v18()
    local v16 = {x = v17}
    local v15 = v16.x
    local v14 = at(v15, 69.6)
    local v13 = v14(function(v24)
      return v24
    end)(function()
      return "a00:"
    end)
    rec(v11, v13, v12)()
    local v25, v26 = v14, fmt_wrap
    return v13
  end
  return {x = function(v27)
    return v27
  end}
end
local v9 = v10()
local v8 = {v9, {x = function(v28)
  return v28
end}}
local v7 = v8[1]
local v6 = (function()
  return v7
end)().x
local v5 = {x = v6}
local v4 = at({v5, {x = function(v29)
  return v29
end}, {x = function(v30)
  return v30
end}}, 17.8)
local v3 = v4.x
local v2 = v3({{{y = false}}})[1]
local v1 = v2[1]
v1.y = false
v1.y = false
local v31, v32 = 25, 44
emit(v10())
emit(v9)
emit(v8)
emit(v7)
emit(v6)
emit(v5)
emit(v4)
emit(v3)
emit(v2)
emit(v1)
emit(v31)
emit(v32)
