local v3 = function(v4)
  v4 = v4 .. (v4 .. v4)
  local function v5()
    local v9 = {function(v10)
      local v14 = 49
      local v13 = {v14}
      local v18 = function(v19)
        return v19
      end
      local v17 = v18({y = {{str_len}}})
      local v16 = v17.y[1]
      local v15 = at(v16, 91)("c\tA_")
      local v11, v12 = v10(), (v13[1] > (36 + math_abs(v15))) or true
      local v20 = false
      local v21, v22 = false, {55}
      return {v11}
    end}
    local v8 = v9[1](function()
      return {{true}}
    end)
    local v7 = v8[1]
    local v6 = rec(v5, v7[1])
    if v6[1] then
    end
    local v23, v24 = false, v7
    local v25, v26 = false, math_floor
    return v6
  end
  local v27, v28 = 59, true
  return {y = function(v29)
    return v29
  end}
end
local v2 = {v3(",  ,"), {y = function(v30)
  return math_min
end}}
local v1 = v2[1].y
v1(math_min)(69, 87);
(function()
  return {x = "A"}
end)().x = " 9"
local v31, v32 = "y,\\:!", v1
v31 = v31
local v33 = safe_mod
emit(v3("ab"))
emit(v2)
emit(v1)
emit(v31)
emit(v32)
emit(v33(3, 3))
