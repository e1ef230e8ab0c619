local v2 = at
local v4 = function()
  ("?a?!"):lower()
  local v16 = {{{at}}, {{at}}}
  local v15 = v16[1]
  local v14 = {y = v15}
  local v7 = function(v8)
    str_lower("z?9\n1")
    for v9 = 4, 3 do
      local function v10(v11)
        local v12, v13 = 85, {v8[1].y, v11[1].n, 64}
        return 75
      end
    end
    return v14.y
  end
  local v6 = v7({{y = 79}})
  local v5 = at(v6[1], 19)({{true}}, 24)
  if v5[1] then
  elseif false then
  else
  end
  local v17, v18 = "\\A", 18
  local v19 = 5.7
  v17, v19 = v17, v19
  return {function()
    return {y = {{function()
      return false
    end}}}
  end}
end
local v3 = at(v4(), 43)()
local v1 = v2(v3.y[1], 30.7)
if v1() then
end
local v20, v21 = 49, str_reverse
local v22 = v21
local v23 = str_len
emit(v2)
emit(v4())
emit(v3)
emit(v1())
emit(v20)
emit(v21("ab"))
emit(v22("ab"))
emit(v23("ab"))
