local v1 = true
local v10 = function(v11)
  do
    if v1 then
      if true then
        local v12, v13 = math_abs, not v11
      elseif v11 then
        local v16 = at
        local v17 = function(v18)
          return v18
        end
        local v15 = v16(v17({{at}})[1], 77.8)({{x = "-!!"}}, 79)
        local v14 = {v15, {x = "\ncy_"}}
        if not (v14[1].x >= "-'\n?\n") then
        elseif v11 then
        end
        local v19 = fmt_wrap
        local v20, v21 = false, math_abs
        local v22 = true
      end
      local v23 = nil
      v11 = false
    elseif false then
    else
    end
  end
  local v24 = math_floor
  v11 = v1
  local v25, v26 = fmt_wrap, false
  return {{function()
    return {y = v25}
  end}}
end
local v9 = {v10}
local v8 = at(v9, 86)
local v7 = v8(v1)
local v6 = at(v7, 56)
local v5 = {y = v6}
local v4 = v5.y[1]
local v2, v3 = v1, v4().y
local v27, v28 = v6, v7
local v29 = math_min
v2 = v2
emit(v1)
emit(v10(true))
emit(v9)
emit(v8(true))
emit(v7)
emit(v6)
emit(v5)
emit(v4())
emit(v2)
emit(v3("ab"))
emit(v27)
emit(v28)
emit(v29(3, 3))
