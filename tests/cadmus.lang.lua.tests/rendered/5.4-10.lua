local v1 = ",;;y+"
local v9 = {y = (function(v10, v11)
  do
    local v12 = v10(true, fmt_num)
    local v14 = v11
    local v13 = v14() .. fmt_pad(v12)
  end
  local v16 = safe_mod((21 - 18) + 76, 0) * 82
  local v15 = {math_floor(79.4), v16}
  return function(v17)
    return v17
  end
end)(function(v18, v19)
  return v1
end, function()
  return "bcb0"
end)(function()
  return {n = function()
    return {v1}
  end}
end)}
local v8 = {v9, {y = function()
  return {n = function()
    return {"x'"}
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
    return {"+\n_."}
  end}
end}}}
local v5 = at(v6, 19)
local v4 = v5[1].y
local v3 = v4().n
local v2 = v3()
if {v1, v1} ~= v2 then
else
end
local v20, v21 = true, v9
local v22, v23 = 80, "\n?"
emit(v1)
emit(v9)
emit(v8)
emit(v7)
emit(v6)
emit(v5)
emit(v4())
emit(v3())
emit(v2)
emit(v20)
emit(v21)
emit(v22)
emit(v23)
