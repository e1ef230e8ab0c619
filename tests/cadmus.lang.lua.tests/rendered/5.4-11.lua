local v12 = function()
  do
    local v19 = {{at, at}, {at}, {at}}
    local v18 = {at(v19, 42.3), {at}, {at}}
    local v17 = v18[1]
    local v16 = {v17, {at}, {at}}
    local v15 = {v16[1]}
    local v14 = v15[1]
    local v13 = v14[1]({function(v20)
      return v20
    end}, 59)
    if v13(false) then
    end
  end
  local v21, v22 = 86, 98.0
  v21, v22 = 3, v22
  local v23 = 86
  return {y = {{n = function(v24)
    return v24
  end}}}
end
local v11 = v12()
local v10 = v11.y
local v9 = {x = v10}
local v8 = {x = v9}
local v7 = v8.x
local v6 = {v7}
local v5 = {n = v6[1]}
local v4 = v5.n
local v3 = v4.x
local v2 = v3[1].n
local v1 = v2({"a A9"})
v1[1] = "z?";
(function()
  return {x = 38.7}
end)().x = 47.2
local v25 = 33.6
v25 = v25
local v26, v27 = v11, v10
local v28 = "\t"
emit(v12())
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
emit(v25)
emit(v26)
emit(v27)
emit(v28)
