local v4 = function(v5)
  local v10 = function(v11)
    v11.y()
    local function v12(v13)
      return 48
    end
    local v14 = 90
    local v16 = {at, at, at}
    local v20 = function(v21)
      return v21
    end
    local v19 = {v20}
    local v18 = v19[1]
    local v17 = v18(function()
      return function()
        return fmt_wrap
      end
    end)
    local v15 = v16[1]({v17(), function()
      return str_lower
    end}, 71);
    (" " .. v15()("9xa")):reverse()
    local v22 = v12
    return {{fmt_pair}}
  end
  local v9 = v10({y = function()
    return true
  end})
  local v8 = at(v9[1], 71)("yb?", "\n01")
  local v6, v7 = 2, (v5.n .. v8):reverse():upper()
  return {{function()
    return fmt_wrap
  end}}
end
local v3 = v4({n = "!\\zAy1"})
local v2 = at(v3, 64)
local v1 = v2[1]
v1()("")
local v23 = v2
local v24, v25 = nil, v4
local v26, v27 = 67.2, fmt_pair
v26 = 77
local v28 = 76.6
emit(v4)
emit(v3)
emit(v2)
emit(v1())
emit(v23)
emit(v24)
emit(v25)
emit(v26)
emit(v27("ab", "ab"))
emit(v28)
