local v1 = true
local v10 = function(v11)
  do
    if v1 then
      if true then
        local v12, v13 = math_min, not v11
      elseif v11 then
        local v16 = at
        local v17 = function(v18)
          return v18
        end
        local v15 = v16(v17({{at}})[1], 32.8)({{x = "!!1"}}, 63)
        local v14 = {v15, {x = "c"}}
        if not (v14[1].x >= "z") then
        elseif v11 then
        end
        local v19 = "\n'\tb:\n"
        local v20, v21 = v15, "\n"
        v21 = "a'!a\\"
      end
      local v22, v23 = false, false
      local v24, v25 = 67.2, math_max
    elseif v1 then
    else
    end
  end
  local v26 = false
  local v27 = 14.8
  local v28 = "a1z"
  return {{function()
    return {y = "Cc"}
  end}}
end
local v9 = {v10}
local v8 = at(v9, 50)
local v7 = v8(v1)
local v6 = at(v7, 86.0)
local v5 = {y = v6}
local v4 = v5.y[1]
local v2, v3 = v1, v4().y
local v29, v30 = "'\n", v3
local v31 = v3
local v32 = {"-b"}
emit(v1)
emit(v10(true))
emit(v9)
emit(v8(true))
emit(v7)
emit(v6)
emit(v5)
emit(v4())
emit(v2)
emit(v3)
emit(v29)
emit(v30)
emit(v31)
emit(v32)
