local v1 = 8.4
local v8 = function()
  local v11 = {at, at}
  local v16 = at
  local v19 = function(v20)
    return v20
  end
  local v18 = v19(function(v21)
    return v21
  end)
  local v17 = {v18, function(v22)
    return {{{function()
      return 94
    end}}}
  end}
  local v15 = v16(v17, v1)
  local v14 = {x = v15}
  local v13 = v14.x
  local v12 = v13({{{function()
    return v1
  end}}})
  local v10 = v11[1](v12, 34)
  local v9 = at(v10, 67)[1]
  math_max(v9() + v1, 63)
  local v23 = {x = 59}
  local v24, v25 = v16, v19
  local v26, v27 = 90, 76
  v26 = v27
  return {n = {{{str_lower}}}}
end
local v7 = v8()
local v6 = v7.n
local v5 = at(at(v6, v1), v1)
local v4 = ((v5[1]("") .. "x") .. "z") .. "b"
local v2, v3 = v4 .. "1,?", 8.0
v1 = v3
local v28 = str_upper
emit(v1)
emit(v8())
emit(v7)
emit(v6)
emit(v5)
emit(v4)
emit(v2)
emit(v3)
emit(v28("ab"))
