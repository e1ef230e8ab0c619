local v1 = math_max
if true then
  local v9 = function(v10)
    local v11 = 94
    for v12 = 3, 0 do
      for v13, v14 in ipairs(v10(v12)) do
        local v15 = "\t\t\t+"
        v15 = v14 .. v14
        v15 = fmt_pair((function(v16, v17)
          local v18, v19 = {16}, 41
          return v17
        end)({x = 98}, v14), v14) .. ""
        local v20 = {" +9"}
      end
    end
    local v21 = false
    v11, v21 = v11, false
    v11, v21 = v11, v21
    return {y = function(v22)
      return {n = v22}
    end}
  end
  local v8 = {v9(function(v23)
    return {""}
  end), {y = function(v24)
    return {n = v24}
  end}, {y = function(v25)
    return {n = v25}
  end}}
  local v7 = at(v8, 83).y
  local v6 = {y = {y = v7}}
  local v5 = v6.y
  local v4 = {v5.y, function(v26)
    return {n = v26}
  end, function(v27)
    return {n = v27}
  end}
  local v3 = at(v4, 70)
  local v2 = v3({function()
    return math_max
  end})
  at(v2.n, 63)()
  local v28 = true
elseif false then
end
local v29, v30 = 69.8, {x = "?\t?c'"}
v29 = v29
emit(v1(3, 3))
emit(v29)
emit(v30)
