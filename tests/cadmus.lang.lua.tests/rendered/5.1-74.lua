local v9 = {at, at}
local v8 = {y = v9}
local v7 = v8.y
local v11 = at
local v10 = {v11, function(v12, v13)
  local v14 = math_min
  local v22 = {function()
    return {{x = function()
      return {true}
    end}}
  end, function()
    return {{x = function()
      return {true}
    end}}
  end}
  local v21 = at({v22, {function()
    return {{x = function()
      return {true}
    end}}
  end}}, 39)
  local v20 = {v21}
  local v19 = at(v20[1], 7.4)()
  local v18 = at(v19, v13)
  local v17 = v18.x
  local v16 = v17()
  local v15 = v16[1]
  if v15 then
  else
  end
  return {y = v16}
end}
local v6 = {v7, {at}, v10}
local v5 = {v6[1], {at}}
local v4 = at(v5, 97.3)
local v3 = v4[1]({{y = {false}}}, 12)
for v1, v2 in ipairs(v3.y) do
end
local v23 = v10
local v24, v25 = v11, nil;
(function()
  return {x = 28}
end)().x = 74.9
local v26, v27 = 95, nil
emit(v9)
emit(v8)
emit(v7)
emit(v11)
emit(v10)
emit(v6)
emit(v5)
emit(v4)
emit(v3)
emit(v23)
emit(v24)
emit(v25)
emit(v26)
emit(v27)
