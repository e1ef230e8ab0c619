local v1 = (function()
  local v10 = function(v11)
    return v11.y
  end
  local v14 = function()
    if true then
      local v16 = {"", "A", "abCB"}
      local v15 = fmt_pair("x \n.-A", v16[1])
      fmt_wrap(v15)
      v15 = v15
    end
    local v17 = safe_mod
    local v18, v19 = "-BC", 75
    v18 = v18
    local v20 = nil
    return {n = {function(v21)
      return v21
    end}}
  end
  local v13 = {x = v14()}
  local v12 = {y = v13.x}
  local v9 = v10(v12).n
  local v8 = v9[1]({{":"}})
  local v7 = {v8, {{"\n'b"}}, {{"CA9x"}}}
  local v2, v3 = at((function(v4)
    if v4 then
      v4 = false
      local v5 = {x = v4}
      for v6 = 2, 1 do
      end
    end
    return v7[1]
  end)(true), 48)[1] .. "A0", str_reverse
  return v2
end)();
(("1" .. v1) .. "B"):reverse()
v1 = "_"
local v22, v23 = "ba\n-9!", str_upper
emit(v1)
emit(v22)
emit(v23("ab"))
