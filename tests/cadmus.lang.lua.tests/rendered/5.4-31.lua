local v3 = not (fmt_cut ~= str_reverse)
local v5 = function()
  local v11 = function()
    local v17 = function()
      local function v18()
        local v19, v20 = fmt_int, "y"
        local v21, v22 = true, v20
        local v23 = " aC\\9"
        local v24 = "B9A'."
        v23 = "y"
        return {x = v22}
      end
      local v25, v26 = math_abs, 62.9
      local v27, v28 = fmt_wrap, 19.2
      local v29 = 14.7
      return function(v30)
        return v30
      end
    end
    local v16 = v17()
    local v15 = v16(function()
      return function(v31)
        return v31
      end
    end)()
    local v14 = {n = v15}
    local v13 = v14.n
    local v12 = v13(function()
      return "z_"
    end)()
    fmt_pair(fmt_num(52), v12)
    v12 = ""
    return {y = {n = function(v32)
      return v32
    end}}
  end
  local v10 = v11().y
  local v9 = fmt_pair(at(v10.n({{"!:-"}}), 33.7)[1] .. "?C", "")
  local v8 = (v9 .. "_:.."):len()
  local v6, v7 = v8 ~ 86, str_len
  v6 = v8
  return false
end
local v4 = v5()
local v1, v2 = {v3, v4, false}, {x = ";a?+"}
local v33 = fmt_int
v3 = v4
local v34 = math_abs
v3 = v3
local v35, v36 = v5, "c'cx."
emit(v3)
emit(v5())
emit(v4)
emit(v1)
emit(v2)
emit(v33(3))
emit(v34(1.5))
emit(v35())
emit(v36)
