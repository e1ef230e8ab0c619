local v1, v2 = true, 30.6
local v3 = safe_mod
local v6 = function(v7)
  do
    if v7 then
      (function()
        local function v8(v9)
          if v9(v2) then
          else
          end
          local function v10(v11, v12)
            local v13, v14 = v12, v11(67.6).x
            v13 = (rec(v10, "?;cz", v11, v14[1] .. v13) .. (v12 .. v12)) .. rec(v10, rec(v10, v13, v11, "aBcyc"), v11, v12)
            v13, v12 = ";xb", v13
            return v12
          end
          local v15 = v3
          local v16 = 98.7
          return v10
        end
        return function()
          return str_lower
        end
      end)()()
      v7 = true
    end
    local v17, v18 = v1, str_upper
  end
  return function(v19)
    return v19
  end
end
local v5 = v6(v1)
local v4 = v5(at)({"\n0'CBy"}, v2)
v2, v1 = str_len(v4), v1
v4 = v4
v4, v1 = v4, v1
emit(v1)
emit(v2)
emit(v3(3, 3))
emit(v6(true))
emit(v5)
emit(v4)
