repeat
  local function v1(v2, v3)
    local function v4(v5, v6)
      local v9 = v3[1]
      local v7, v8 = v3[1], {v6(fmt_pair) and (v5[1]({v2, v9, false}) and v2), not v3[1]}
      local v10, v11 = v9, v5[1]
      local function v12(v13)
        return 88
      end
      local v14, v15 = v12("z"), v5[1]
      return v5[1]
    end
    local v19 = function(v20)
      local v21, v22 = 13, (not (v20 >= (v20 .. v20))) and v2
      local v23 = v20
      v20, v23 = v20, v20
      return {{x = function()
        return {y = {function()
          return true
        end}}
      end}}
    end
    local v18 = v19("1! ")[1]
    local v17 = rec(v1, v18, v2, {v2}).x
    local v16 = v17().y
    v16[1]()
    local v24 = math_min
    local v25, v26 = {v2}, "'00c0,"
    return v18
  end
  local v27 = math_abs
  local v28 = true
  local v29 = v27
until fuel_out()
local v30 = ";b\\_1"
local v31, v32 = "bb", str_upper
local v33, v34 = v30, safe_div
local v35 = v33
emit(v30)
emit(v31)
emit(v32("ab"))
emit(v33)
emit(v34(3, 3))
emit(v35)
