local v4 = function(v5)
  return {y = v5}
end
local v19 = {y = at({at({function()
  return function()
    return {{math_abs}}
  end
end}, 6)}, 39.1)}
local v18 = v19.y
local v17 = {n = v18}
local v16 = v17.n
local v15 = {v16, function()
  return function()
    return {{math_abs}}
  end
end}
local v14 = v15[1]
local v13 = {v14}
local v12 = at(v13, 60)
local v11 = {v12}
local v10 = {v11[1], function()
  return function()
    return {{math_abs}}
  end
end}
local v9 = {v10[1]}
local v8 = v9[1]
local v7 = v8()
local v6 = v7()[1]
local v3 = v4({v6, {math_abs}, {math_abs}}).y
local v2 = v3[1]
local v1 = -v2[1](32.1)
math_max(v1 - 64.7, 97.2)
local v21, v22 = safe_idiv, v19
v1 = v1
v1 = v1
local v23, v24 = v4, false
emit(v4)
emit(v19)
emit(v18())
emit(v17)
emit(v16())
emit(v15)
emit(v14())
emit(v13)
emit(v12())
emit(v11)
emit(v10)
emit(v9)
emit(v8())
emit(v7())
emit(v6)
emit(v3)
emit(v2)
emit(v1)
emit(v21(3, 3))
emit(v22)
emit(v23)
emit(v24)
