local v12 = function()
  do
    local v19 = {{at, at}, {at}, {at}}
    local v18 = {at(v19, 42), {at}, {at}}
    local v17 = v18[1]
    local v16 = {v17, {at}, {at}}
    local v15 = {v16[1]}
    local v14 = v15[1]
    local v13 = v14[1]({function(v20)
      return v20
    end}, 11)
    if v13(true) then
    end
  end
  local v21 = str_len
  local v22 = true
  v22 = v22
  return {y = {{n = function(v23)
    return v23
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
local v1 = v2({""})
v1[1] = "Cb\n\\: "
local v24 = 78
v24 = 20
local v25 = "z?"
v25 = v25
v24 = v24
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
emit(v24)
emit(v25)
