local v10 = function(v11)
  return {x = v11}
end
local v16 = function(v17)
  local v23 = (function()
    return {y = {{x = function(v24)
      return v24
    end}}}
  end)().y
  local v22 = {v23}
  local v21 = at(v22, 8.5)
  local v20 = v21[1].x
  local v18, v19 = true and v17, v20({math_min})[1]
  local v25, v26 = "?", safe_idiv
  v25 = v25
  return function()
    return {{{n = {{y = "xy.;-"}}}}}
  end
end
local v15 = v16(true)
local v14 = {v15}
local v12 = function()
  local v13 = 33.8
  return v14[1]
end
local v9 = v10(v12()())
local v8 = v9.x
local v7 = at(v8, 37.5)
local v6 = {v7, {{n = {{y = ",0B"}}}}, {{n = {{y = "B_!"}}}}}
local v5 = at(v6, 83)
local v4 = v5[1]
local v3 = v4.n
local v2 = at(v3, 28).y
local v1 = (v2 .. "z") < "'A9\n0"
local v27, v28 = 29, at
local v29, v30 = math_max, v28
local v31 = 32.9
local v32, v33 = "A9\\Ay", false
local v34, v35 = v33, 25
emit(v10)
emit(v16(true))
emit(v15())
emit(v14)
emit(v12())
emit(v9)
emit(v8)
emit(v7)
emit(v6)
emit(v5)
emit(v4)
emit(v3)
emit(v2)
emit(v1)
emit(v27)
emit(v28)
emit(v29(1.5, 1.5))
emit(v30)
emit(v31)
emit(v32)
emit(v33)
emit(v34)
emit(v35)
