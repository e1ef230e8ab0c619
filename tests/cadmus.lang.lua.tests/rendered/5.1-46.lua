local v1 = (function(v2)
  local function v3(v4)
    local function v5()
      for v6 = 0, 0 do
      end
      local v7, v8 = fmt_wrap, v4
      return 69.8
    end
    local v9 = rec(v3, {y = v5}, v2[1]:lower()).y
    local v18 = function()
      local v19, v20 = safe_div, v4 .. v4;
      (function(v21, v22)
        return v21
      end)(str_lower, 11)("")
      local v23, v24 = v20, v9
      return {{{x = {x = {y = v9}}}}}
    end
    local v17 = {v18(), {{{x = {x = {y = v5}}}}}, {{{x = {x = {y = v5}}}}}}
    local v16 = {v17[1], {{{x = {x = {y = v5}}}}}, {{{x = {x = {y = v5}}}}}}
    local v15 = v16[1]
    local v14 = at(v15, 63)[1]
    local v13 = v14.x
    local v12 = v13.x
    local v10, v11 = v12.y(), ".+"
    local v25 = math_min
    v4, v11 = v11, ""
    return v12
  end
  local v26 = "\n_\n1"
  return math_floor
end)({"acC:"})(66) + 33
math_floor(v1)
local v27, v28 = safe_div, false
local v29 = math_max
local v30, v31 = "", 50
local v32, v33 = v27, v1
emit(v1)
emit(v27(3, 3))
emit(v28)
emit(v29(3, 3))
emit(v30)
emit(v31)
emit(v32(3, 3))
emit(v33)
