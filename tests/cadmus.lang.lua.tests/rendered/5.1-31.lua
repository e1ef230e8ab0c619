local v3 = not (math_floor ~= math_abs)
local v5 = function()
  local v8 = function()
    for v9 = 4, 3 do
      local v14 = function(v15)
        return v15()
      end
      local v21 = function(v22)
        local v23, v24 = math_max, {x = false}
        local v25 = v9
        v25 = v22
        local v26, v27 = "", ""
        v27 = "y"
        return function()
          return function()
            return {{str_len}}
          end
        end
      end
      local v20 = v21(v9)
      local v19 = {x = v20}
      local v18 = v19.x
      local v17 = {v18}
      local v16 = at(v17, v9)
      local v13 = v14(v16)
      local v12 = v13()[1]
      local v10, v11 = at(v12, 76)("B+ 9"), v9
    end
    local v28 = false
    local v29, v30 = fmt_wrap, {x = true}
    local v31, v32 = false, 3.5
    local v33, v34 = str_lower, safe_div
    return fmt_pair
  end
  local v6, v7 = str_upper(v8()("C\nBz", "!z")) < "\n.a", 81
  local v35 = v7
  return v6
end
local v4 = v5()
local v1, v2 = {v3, v4, true}, math_abs
local v36 = 28
local v37 = false
local v38, v39 = true, 24
v3 = v38
local v40, v41 = v39, ""
emit(v3)
emit(v5())
emit(v4)
emit(v1)
emit(v2(3))
emit(v36)
emit(v37)
emit(v38)
emit(v39)
emit(v40)
emit(v41)
