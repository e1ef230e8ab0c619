local v6 = function(v7)
  local function v8()
    for v9 = 4, 0 do
      break
    end
    if true then
      for v10 = 0, 1 do
        local function v11(v12, v13)
          local v16 = (function()
            return {y = {":"}}
          end)().y
          local v15 = rec(v11, rec(v11, v16, v12, v13), v12, v13)
          local v14 = ((v13 - v7(v12(false) > (v15[1] .. ".x:A"))) * v10) * 27
          return v16
        end
        local v17, v18 = {x = ""}, "B!CA"
        v18 = v18
        local v19 = v11
        v18 = v18
        break
      end
    elseif false then
    else
    end
    local v20, v21 = 1, true
    local v22 = safe_div
    local v23 = "\n"
    return safe_div
  end
  local v24 = v8
  local v25, v26 = v8, 95
  local v27, v28 = 48, str_len
  return function()
    return {"x:"}
  end
end
local v5 = at({{{y = v6}}, {{y = function(v29)
  return function()
    return {"_A-\n!"}
  end
end}}, {{y = function(v30)
  return function()
    return {"x;0"}
  end
end}}}, 8)
local v4 = v5[1]
local v3 = v4.y(function(v31)
  return 79.5
end)
local v2 = v3()[1]
local v1 = "" == v2
local v32, v33 = 3, "zBy_y"
local v34, v35 = 74, false
v34 = 85
v33 = v2
emit(v6)
emit(v5)
emit(v4)
emit(v3())
emit(v2)
emit(v1)
emit(v32)
emit(v33)
emit(v34)
emit(v35)
