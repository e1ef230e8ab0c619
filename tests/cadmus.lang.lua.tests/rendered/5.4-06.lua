local v6 = function()
  local v11 = function()
    for v12 = 0, 2 do
      local v13 = (function(v14)
        if v14 then
          v14 = v14
          v14 = true
          local v15 = math_abs
          local v16, v17 = {v14}, "?yA-ba"
        end
        return function()
          return {true}
        end
      end)(false)
      v13()
      local v18 = {"\t"}
      local v19, v20 = 69.9, 41
    end
    local v21 = math_floor
    return function(v22)
      return v22
    end
  end
  local v10 = v11()(function()
    return function(v23)
      return v23
    end
  end)
  local v9 = v10()({true})
  for v7, v8 in ipairs(v9) do
    break
  end
  local v24 = 80
  local v25, v26 = 22, false
  local v27, v28 = 41, v9
  v26 = v26
  return {n = {{math_min}}}
end
local v5 = {v6()}
local v4 = v5[1]
local v3 = {v4, {n = {{safe_idiv}}}}
local v2 = at({v3[1]}, 14.5)
local v1 = #{at(v2.n[1], 7)(79, 38), 89, 1}
math_abs(math_abs(v1))
local v29 = 69.7
v29 = v29
local v30 = v2
emit(v6())
emit(v5)
emit(v4)
emit(v3)
emit(v2)
emit(v1)
emit(v29)
emit(v30)
