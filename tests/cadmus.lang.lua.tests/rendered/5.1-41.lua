local v9 = function()
  local v18 = {{function()
    return {n = function(v19)
      return v19
    end}
  end}, {function()
    return {n = function(v20)
      return v20
    end}
  end}}
  local v17 = {at(v18, 82)[1]}
  local v16 = {v17, {function()
    return {n = function(v21)
      return {n = ""}
    end}
  end}, {function()
    return {n = function(v22)
      return v22
    end}
  end}}
  local v15 = v16[1]
  local v14 = {v15, {function()
    return {n = function(v23)
      return v23
    end}
  end}, {function()
    return {n = function(v24)
      return v24
    end}
  end}}
  local v13 = at(v14, 90)[1]
  local v12 = v13().n
  local v11 = v12({n = "ybB1\\y"})
  local v10 = v11.n
  fmt_wrap(v10)
  v10 = v10
  return function(v25)
    return v25
  end
end
local v8 = {n = v9}
local v7 = v8.n
local v6 = {v7, function()
  return function(v26)
    return v26
  end
end}
local v5 = {at(v6, 88.5)}
local v4 = v5[1]
local v3 = {x = v4}
local v2 = v3.x
local v1 = at(v2()({{{false}}}), 2)[1]
if at(v1, 89.3) then
end
local v27 = 99
local v28, v29 = "", true
emit(v9())
emit(v8)
emit(v7())
emit(v6)
emit(v5)
emit(v4())
emit(v3)
emit(v2())
emit(v1)
emit(v27)
emit(v28)
emit(v29)
