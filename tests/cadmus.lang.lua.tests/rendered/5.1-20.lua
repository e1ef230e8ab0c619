local v3 = at((function(v4)
  v4 = false
  local v10 = function()
    local v18 = function(v19)
      return v19
    end
    local v17 = v18({y = function()
      return {{str_len}}
    end}).y
    local v16 = v17()[1]
    local v15 = v16[1]("z\t\\x1")
    local v14 = {v15, 1}
    local v13 = {v14}
    local v12 = v13[1]
    local v11 = v12[1] + 52
    local v20, v21 = "\t1", v11
    return function(v22)
      return v22
    end
  end
  local v9 = v10()
  local v8 = {y = v9}
  local v7 = v8.y
  local v6 = v7({{{x = {nil}}}})[1]
  if nil == (function(v5)
    return v5
  end)(at)(at(v6, 95.9).x, 55) then
  end
  local v23 = v8
  return {{function(v24)
    return v24
  end}}
end)(true), 72)
local v2 = at(v3, 52)({x = true})
local v1 = not v2.x
local v25, v26 = v3, v2
v1 = v1
local v27, v28 = "", 5.7
v27, v1 = v27, true
emit(v3)
emit(v2)
emit(v1)
emit(v25)
emit(v26)
emit(v27)
emit(v28)
