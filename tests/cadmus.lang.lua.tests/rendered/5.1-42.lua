local v3 = function(v4)
  local v5, v6 = 68, "1?"
  for v7, v8 in ipairs(v4[1]) do
    local function v9()
      local v10 = {#v8}
      local v13 = v8[1]
      local v12 = v13()
      local v11 = v12.y[1]
      v11()
      local v14 = "A"
      local v23 = function(v24)
        return v24().n
      end
      local v22 = v23(v11)()
      local v21 = v22[1]
      local v20 = rec(v9, {v21, {{x = {x = v5}}}})
      local v19 = at(v20, v7)
      local v18 = v19[1]
      local v17 = v18.x
      local v15, v16 = v8 ~= v8, {x = not (66 >= v17.x)}
      local v25, v26 = false, {v6}
      return v20
    end
    local v27, v28 = false, nil
  end
  local v29 = v4
  v6 = "A.bA?"
  return function(v30)
    return v30
  end
end
local v2 = v3({{{function()
  return {y = {function()
    return {n = function()
      return {{{x = {x = 26}}}}
    end}
  end}}
end}}})
local v1 = v2({{y = fmt_wrap}})[1]
v1.y("")
local v31, v32 = v1, str_lower
local v33 = 0
emit(v3)
emit(v2)
emit(v1)
emit(v31)
emit(v32("ab"))
emit(v33)
