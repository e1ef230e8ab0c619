local v6 = function(v7)
  local v17 = function()
    local v20 = {{{n = {n = safe_mod}}}, {{n = {n = math_max}}}}
    local v19 = v20[1]
    local v18 = at(v19, 40).n
    v18.n(11.3, 36.9)
    local v21 = v7
    local v22 = {x = false}
    return {function()
      return {fmt_pair}
    end}
  end
  local v16 = v17()
  local v15 = {x = v16}
  local v12 = function()
    local v13, v14 = false, at
    do
    end
    v13 = v13
    return v15.x
  end
  local v11 = v12()[1]
  local v10 = v11()
  local v8, v9 = v7.y:reverse() .. at(v10, 52)("1", ""), v7
  return function(v23)
    return v23
  end
end
local v5 = v6({y = ""})
local v4 = {x = v5}
local v3 = {v4.x, function(v24)
  return v24
end}
local v2 = at(v3, 93)(function(v25)
  return v25
end)
local v1 = v2({function()
  return true
end})
if v1[1]() then
end
local v26, v27 = at, math_floor
local v28 = 75
emit(v6)
emit(v5)
emit(v4)
emit(v3)
emit(v2)
emit(v1)
emit(v26)
emit(v27(3))
emit(v28)
