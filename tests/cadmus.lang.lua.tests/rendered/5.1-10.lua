local v1 = ",;;y+"
local v9 = {y = (function(v10, v11)
  do
    local v12 = v10(true, v1)
    local v14 = v11
    local v13 = v14() .. str_reverse(v12)
  end
  local v16 = function()
    local v17 = ",,bC ,"
    return v10
  end
  local v15 = {fmt_wrap("z!\\"), v16()(true, "_\t,\tB") .. v1}
  return function(v18)
    return v18
  end
end)(function(v19, v20)
  return "bcb0"
end, function()
  return v1
end)(function()
  return {n = function()
    return {v1}
  end}
end)}
local v8 = {v9, {y = function()
  return {n = function()
    return {v1}
  end}
end}, {y = function()
  return {n = function()
    return {v1}
  end}
end}}
local v7 = {v8, {{y = function()
  return {n = function()
    return {v1}
  end}
end}}, {{y = function()
  return {n = function()
    return {v1}
  end}
end}}}
local v6 = {v7[1], {{y = function()
  return {n = function()
    return {v1}
  end}
end}}, {{y = function()
  return {n = function()
    return {v1}
  end}
end}}}
local v5 = at(v6, 13)
local v4 = v5[1].y
local v3 = v4().n
local v2 = v3()
if {v1, v1} ~= v2 then
else
end
local v21 = v6
local v22, v23 = ";9", fmt_wrap
emit(v1)
emit(v9)
emit(v8)
emit(v7)
emit(v6)
emit(v5)
emit(v4())
emit(v3())
emit(v2)
emit(v21)
emit(v22)
emit(v23("ab"))
