for v1 = 0, 4 do
  for v2 = 3, 1 do
    local v9 = {x = (function()
      local v12 = ("BA-" .. "c'c"):reverse()
      local v18 = {at({function(v19)
        return at
      end}, v2), function(v20)
        return at
      end}
      local v17 = at(v18, v2)
      local v16 = {y = v17}
      local v15 = {v16.y}
      local v13 = (function(v14)
        return v14("';")
      end)(v15[1])({{n = "?+B"}}, v1)
      local v11 = v12 .. v13.n
      local v10 = v11 .. "C-!"
      v12 = ""
      return function(v21)
        return v21
      end
    end)()}
    local v8 = {v9.x, function(v22)
      return v22
    end}
    local v7 = function()
      return at(v8, v1)
    end
    local v6 = v7()
    local v5 = v6({{function()
      return function()
        return "9x;"
      end
    end}})[1]
    local v4 = v5[1]
    local v3 = v4()()
    local v23, v24 = false, math_abs
  end
  local v25, v26 = ":+Aa", false
  local v27 = false
  v26 = v27
end;
(function()
  return {y = "!"}
end)().y = ""
local v28, v29 = "1+A?B1", safe_mod
local v30 = false
emit(v28)
emit(v29(3, 3))
emit(v30)
