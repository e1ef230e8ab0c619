local v1, v2 = 42.1, 66
local v3, v4 = v2, safe_mod
local v6 = at(at((function(v7)
  str_len(";x" .. v7)
  local v8 = ("B\t"):upper() .. (v7 .. "A.bCay")
  local function v9(v10)
    local v11 = 32.6
    local v16 = {function(v17)
      return v17
    end}
    local v15 = v16[1]
    local v14 = {x = v15}
    local v13 = v14.x
    local v12 = v13({{function()
      return v10
    end}})[1]
    math_min(rec(v9, v10, v12[1]())[1], v11)
    return v10
  end
  return {{function()
    return {{function()
      return v7
    end}}
  end}}
end)("\n"), v1), v2)()
local v5 = at(v6[1], v2)
v5():len()
local v18 = v6
v1 = v2
emit(v1)
emit(v2)
emit(v3)
emit(v4(3, 3))
emit(v6)
emit(v5())
emit(v18)
