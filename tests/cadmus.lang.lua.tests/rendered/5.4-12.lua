repeat
until fuel_out()
local v5 = function()
  local v14 = at
  local v19 = (function(v20)
    return v20
  end)(function()
    return {function()
      return function(v21)
        return v21
      end
    end}
  end)
  local v18 = v19()
  local v17 = {{n = v18}, {n = {function()
    return function(v22)
      return v22
    end
  end}}, {n = {function()
    return function(v23)
      return v23
    end
  end}}}
  local v16 = {y = v17[1]}
  local v15 = v16.y
  local v13 = v14({v15}, 66.3).n
  local v12 = {v13}
  local v11 = v12[1]
  local v10 = {v11[1](), function(v24)
    return v24
  end}
  local v9 = v10[1](function()
    return "9a,"
  end)
  local v8 = v9()
  local v6, v7 = ((fmt_pair("y9b ", v8) .. "") .. ":") .. "-C\t", fmt_wrap
  return function()
    return function()
      return function()
        return {v12}
      end
    end
  end
end
local v4 = v5()
local v3 = v4()()
local v1, v2 = at(at(v3()[1], 42.1), 74.7), safe_idiv
local v25, v26 = false, {true}
local v27 = "9?"
local v28 = false
emit(v5())
emit(v4())
emit(v3())
emit(v1())
emit(v2(3, 3))
emit(v25)
emit(v26)
emit(v27)
emit(v28)
