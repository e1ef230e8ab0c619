local v7 = function()
  local v11 = ""
  local v21 = at({function()
    return {function()
      return at
    end}
  end, function()
    return {function()
      return at
    end}
  end}, 54)()
  local v20 = {y = {x = {v21[1], function()
    return at
  end}}}
  local v19 = {v20.y, {x = {function()
    return at
  end}}}
  local v18 = {v19[1]}
  local v17 = v18[1]
  local v16 = {x = v17}
  local v13 = (function(v14, v15)
    return v15.x
  end)(70.9, v16.x)
  local v12 = v13[1]
  local v10 = {v11 .. v12()({"\t.9_b"}, 79)}
  for v8, v9 in ipairs(v10) do
  end
  local v22 = v13
  return function()
    return {n = {{function()
      return v10
    end}}}
  end
end
local v6 = v7()
local v5 = v6().n
local v4 = v5[1]
local v3 = at(v4, 10)
local v2 = v3()
local v1 = v2[1] .. ""
local v23 = str_lower
local v24 = ".a!01y"
local v25, v26 = true, v3
local v27 = true
local v28, v29 = "", 52
emit(v7())
emit(v6())
emit(v5)
emit(v4)
emit(v3())
emit(v2)
emit(v1)
emit(v23("ab"))
emit(v24)
emit(v25)
emit(v26())
emit(v27)
emit(v28)
emit(v29)
