local v6 = function(v7)
  local function v8(v9)
    local v10 = ""
    local v14 = at({{{{function()
      return {y = "za:,B9"}
    end}}}, {{{function()
      return {y = ":"}
    end}}}, {{{function()
      return {y = "+\t1"}
    end}}}}, 7)
    local v13 = at(v14, 100)
    local v12 = at(v13, 36)
    local v11 = v12[1]()
    rec(v8, v7(v9[1] .. "z:,cx0")[1], {v10, v11.y})()
    local v15, v16 = 85.7, nil
    local v17 = true
    return function()
      return "B"
    end
  end
  local v18, v19 = false, 60
  v19 = v19
  v18, v19 = v18, v19
  local v20 = "C:B1;"
  return {function(v21)
    return safe_mod
  end}
end
local v5 = v6(function(v22)
  return {function()
    return v22
  end}
end)
local v4 = at(v5, 63)
local v3 = {n = v4}
local v2 = {at({v3, {n = function(v23)
  return v23
end}, {n = function(v24)
  return math_max
end}}, 28.3).n, function(v25)
  return safe_mod
end, function(v26)
  return v26
end}
local v1 = at(v2, 39)
v1(math_max)(67, 22)
local v27, v28 = 81, {true}
local v29 = 90
local v30 = v4
local v31, v32 = 79, "\\aC"
emit(v6)
emit(v5)
emit(v4)
emit(v3)
emit(v2)
emit(v1)
emit(v27)
emit(v28)
emit(v29)
emit(v30)
emit(v31)
emit(v32)
