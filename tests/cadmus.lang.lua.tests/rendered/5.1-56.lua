local v7 = function()
  local v15 = function(v16)
    return v16.x
  end
  local v22 = {(function()
    return {y = {y = {{{y = {x = "A"}}}}}}
  end)(), {y = {y = {{{y = {x = "':99-'"}}}}}}, {y = {y = {{{y = {x = "0"}}}}}}}
  local v21 = v22[1]
  local v20 = {v21}
  local v19 = at(v20, 63)
  local v18 = {v19}
  local v17 = {x = v18[1]}
  local v14 = v15(v17).y
  local v13 = {v14}
  local v12 = at(v13, 77)
  local v11 = v12.y
  local v10 = v11[1]
  local v9 = at(v10, 68)
  local v8 = v9.y;
  (v8.x .. ""):lower()
  return {{n = function()
    return function(v23)
      return v23
    end
  end}}
end
local v6 = v7()
local v5 = v6[1]
local v4 = v5.n
local v3 = v4()
local v2 = v3({true})[1]
local v1 = v2 and true
if v1 then
end
v1, v2 = v2, v2
local v24, v25 = v5, nil
local v26 = v4
v2, v1 = v2, false
emit(v7())
emit(v6)
emit(v5)
emit(v4())
emit(v3)
emit(v2)
emit(v1)
emit(v24)
emit(v25)
emit(v26())
