local v3 = function(v4)
  v4 = v4 .. (v4 .. v4)
  local function v5()
    local v9 = {function(v10)
      local v14 = function(v15)
        for v16, v17 in ipairs(rec(v5, v15[1])) do
          v10()()
        end
        local v18, v19 = fmt_pair, fmt_cut
        local v20, v21 = "yB", "_x:,y;"
        return at
      end
      local v13 = v14({{true}})({function(v22)
        return {n = v22}
      end}, 27.4)
      local v11, v12 = v10(), v13("9+.B").n .. "_\\0."
      v12 = "+Axb:"
      v12 = v12
      return {{{true}}}
    end}
    local v8 = v9[1](function()
      return function()
        return true
      end
    end)
    local v7 = v8[1]
    local v6 = rec(v5, v7[1])
    if v6[1] then
    end
    local v23, v24 = safe_idiv, str_reverse
    local v25, v26 = str_upper, "?\n\t"
    return v6
  end
  local v27, v28 = 19, v5
  return {y = function(v29)
    return safe_idiv
  end}
end
local v2 = {v3("\\"), {y = function(v30)
  return safe_mod
end}}
local v1 = v2[1].y
v1(math_abs)(47, 93)
local v31, v32 = true, ""
local v33, v34 = str_len, fmt_wrap
local v35 = v33
v31 = v31
emit(v3("ab"))
emit(v2)
emit(v1)
emit(v31)
emit(v32)
emit(v33("ab"))
emit(v34("ab"))
emit(v35("ab"))
