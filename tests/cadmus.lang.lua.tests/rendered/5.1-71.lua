local v5 = function()
  local function v6(v7)
    local v10 = {n = 31 * 67}
    local v14 = {{y = {n = {function(v15)
      return {v15}
    end}}}}
    local v13 = at(v14, 71).y
    local v12 = v13.n
    local v11 = rec(v6, {y = at(v12, 19)(85.6)}, v7)
    if false then
      local function v8(v9)
        return v9.y
      end
    elseif (not (v7.y(safe_div(43, v10.n), {79, v11.y[1] + 23}) or false)) ~= true then
    else
    end
    local v16 = 9
    return v11
  end
  local v17, v18 = 61, 79
  local v19, v20 = str_upper, safe_div
  local v21, v22 = ",C_\n??", v19
  local v23, v24 = fmt_wrap, 36
  return {x = {function()
    return {str_reverse}
  end}}
end
local v4 = v5()
local v3 = {v4}
local v2 = v3[1].x
local v1 = v2[1]()
v1[1]("a")
local v25, v26 = {x = true}, {x = 59}
local v27 = "\nbc-\t"
v27 = "z_xz"
v27 = v27
local v28, v29 = {"+1\t"}, {x = v27}
emit(v5())
emit(v4)
emit(v3)
emit(v2)
emit(v1)
emit(v25)
emit(v26)
emit(v27)
emit(v28)
emit(v29)
