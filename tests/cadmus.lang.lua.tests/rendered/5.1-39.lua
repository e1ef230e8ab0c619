local v8 = at
local v12 = function()
  for v13 = 4, 3 do
    local v20 = function()
      return function(v21)
        return {n = v21}
      end
    end
    local v19 = {n = v20()}
    local v18 = v19.n
    local v17 = v18({{y = {false}}}).n
    local v16 = v17[1]
    local v14, v15 = v16.y[1], 100.2
    v15 = v15
    v14 = v14
    local v22 = {v14}
    break
  end
  local v23 = nil
  local v24 = v23
  return {y = {{str_lower}}}
end
local v11 = {v12, function()
  return {y = {{str_lower}}}
end, function()
  return {y = {{str_lower}}}
end}
local v10 = at(v11, 91)
local v9 = {v10}
local v7 = v8(v9, 64.7)
local v6 = {v7, function()
  return {y = {{str_reverse}}}
end, function()
  return {y = {{str_lower}}}
end}
local v5 = {v6[1], function()
  return {y = {{fmt_wrap}}}
end}
local v4 = v5[1]
local v3 = v4()
local v2 = v3.y[1]
local v1 = v2[1]("-\\")
fmt_pair(v1 .. "", " ")
local v25 = {v1}
local v26, v27 = v2, "x?A\\"
v27 = v1
local v28, v29 = 16, v3
emit(v8)
emit(v12())
emit(v11)
emit(v10())
emit(v9)
emit(v7())
emit(v6)
emit(v5)
emit(v4())
emit(v3)
emit(v2)
emit(v1)
emit(v25)
emit(v26)
emit(v27)
emit(v28)
emit(v29)
