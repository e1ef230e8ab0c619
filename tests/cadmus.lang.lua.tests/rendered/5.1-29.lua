local v8 = function(v9)
  local v10 = v9.n
  for v11 = 0, 2 do
    v10[1](safe_mod, nil)
    local v14 = (function(v15, v16)
      if (v16():lower() .. "-") < v15(v16) then
        for v17, v18 in ipairs(v10) do
          local v21 = (function()
            return nil
          end)()
          local v19, v20 = "x", not v18(safe_div, v21)(35)
          break
        end
      elseif true then
      else
      end
      return {x = function(v22)
        return v22
      end}
    end)(function(v23)
      return ";"
    end, function()
      return "+C1Bc"
    end).x
    for v12, v13 in ipairs(v14(v10)) do
    end
    local v24 = math_abs
  end
  local v25 = false
  return {function(v26)
    return v26
  end}
end
local v7 = v8({n = {function(v27, v28)
  return function(v29)
    return false
  end
end}})[1]
local v6 = v7(at)({" "}, 65.4)
local v5 = ((v6 .. "-\nAAz0") .. "A:") .. ""
local v4 = v5 .. "?Aa"
local v3 = v4:lower()
local v1, v2 = v3 .. "", "?A,b\n!"
v2 = v1
v6, v4 = v1, "cbB"
local v30 = 56
local v31, v32 = {x = v5}, 89
v1 = v1
emit(v8)
emit(v7)
emit(v6)
emit(v5)
emit(v4)
emit(v3)
emit(v1)
emit(v2)
emit(v30)
emit(v31)
emit(v32)
