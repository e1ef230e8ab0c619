local v1, v2 = true, 30
local v9 = at
local v13 = function()
  local v14 = function()
    for v15 = 0, 1 do
      local v18 = function(v19)
        local function v20(v21)
          return "0"
        end
        v19 = v15
        local v22 = {73.7}
        return function(v23)
          return v23
        end
      end
      local v17 = v18(v2)(function()
        return at
      end)
      local v16 = #v17()({"+- :"}, v2)
      local v24 = {v16}
      local v25 = "!"
      v25 = "\tCaB"
    end
    local v26, v27 = "C\n", fmt_pair
    local v28 = 5.5
    local v29 = {true}
    v28 = 59.1
    return v1
  end
  if v14() or v1 then
  end
  return function()
    return {{function(v30)
      return {false}
    end}}
  end
end
local v12 = {x = v13()}
local v11 = v12.x
local v10 = {v11, function()
  return {{function(v31)
    return v31
  end}}
end, function()
  return {{function(v32)
    return v32
  end}}
end}
local v8 = v9(v10, v2)
local v7 = {n = v8}
local v6 = v7.n
local v5 = v6()[1]
for v3, v4 in ipairs(v5[1]({v1})) do
end
v2 = v2
local v33 = "C?"
v2 = 53
emit(v1)
emit(v2)
emit(v9)
emit(v13())
emit(v12)
emit(v11())
emit(v10)
emit(v8())
emit(v7)
emit(v6())
emit(v5)
emit(v33)
