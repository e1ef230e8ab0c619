local v13 = function()
  local v18 = function(v19)
    return v19
  end
  local v17 = v18({y = function()
    return function(v20)
      return v20
    end
  end})
  local v16 = v17.y
  local v15 = v16()
  local v14 = v15(function(v21)
    return v21
  end)
  if v14(false) then
  end
  local v22, v23 = "c,", 69.1
  return {{{{n = {{true}}}}}}
end
local v12 = v13()[1]
local v11 = {{v12, {{{n = {{false}}}}}, {{{n = {{true}}}}}}, {{{{n = {{true}}}}}}, {{{{n = {{false}}}}}}}
local v10 = at(v11, 44.8)[1]
local v9 = {x = v10}
local v8 = v9.x
local v7 = {v8, {{{n = {{false}}}}}, {{{n = {{false}}}}}}
local v6 = at(v7[1], 8)
local v5 = {x = v6}
local v4 = v5.x[1]
local v3 = v4.n
local v2 = {y = v3}
local v1 = v2.y[1]
if v1[1] then
elseif false then
end
local v24 = ", 1"
v24 = "_+'"
local v25, v26 = v3, true
local v27 = 82.1
emit(v13())
emit(v12)
emit(v11)
emit(v10)
emit(v9)
emit(v8)
emit(v7)
emit(v6)
emit(v5)
emit(v4)
emit(v3)
emit(v2)
emit(v1)
emit(v24)
emit(v25)
emit(v26)
emit(v27)
