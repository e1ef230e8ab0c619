local v4 = function(v5)
  return v5
end
local v7 = function()
  local v17 = {x = (function()
    return {function()
      return function()
        return {function(v18)
          return v18
        end}
      end
    end}
  end)()}
  local v16 = v17.x
  local v15 = {v16, {function()
    return function()
      return {function(v19)
        return v19
      end}
    end
  end}, {function()
    return function()
      return {function(v20)
        return v20
      end}
    end
  end}}
  local v14 = {y = v15[1]}
  local v13 = v14.y
  local v12 = function()
    return v13
  end
  local v11 = v12()
  local v10 = v11[1]()
  local v9 = v10()
  local v8 = v9[1]
  if not v8(true) then
  end
  local v21, v22 = v8, str_upper
  local v23, v24 = 14, 9.4
  local v25 = 14.3
  return {{n = function()
    return function()
      return function()
        return function()
          return "b"
        end
      end
    end
  end}}
end
local v6 = at(v7(), 52)
local v3 = v4(v6.n())()
local v2 = v3()() .. ""
local v1 = {v2, "x", ""}
v1[1] = "\\x"
v2 = v2
v2 = "x\na:"
local v26, v27 = 35, 4.4
local v28 = v3
v2, v27 = ":a',-_", v27
emit(v4)
emit(v7())
emit(v6)
emit(v3())
emit(v2)
emit(v1)
emit(v26)
emit(v27)
emit(v28())
