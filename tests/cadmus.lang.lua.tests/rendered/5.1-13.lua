local v6 = function(v7)
  for v8, v9 in ipairs(v7) do
  end
  local function v10(v11)
    if false then
      local v12 = 25
      local v14 = v7[1].y
      local v13 = v14.n
      local v22 = {n = (function()
        return {{{n = {n = {{"?B'1"}}}}}}
      end)()}
      local v21 = v22.n
      local v20 = v21[1]
      local v19 = v20[1].n
      local v18 = {v19}
      local v17 = {y = at(v18, 34).n}
      local v16 = v17.y[1]
      local v15 = v16[1]
      v11(v13() .. (v15 .. "9xy"), math_max)()
      local v23, v24 = v13, math_floor
    elseif false then
    else
    end
    local v25, v26 = false, ""
    local v27, v28 = nil, true
    return 16
  end
  local v29, v30 = v10, v10
  return function()
    return function()
      return {n = {function()
        return v7
      end}}
    end
  end
end
local v5 = v6({{y = {n = function()
  return "\tA?"
end}}})()
local v4 = v5()
local v3 = v4.n
for v1, v2 in ipairs(v3[1]()) do
end
local v31 = v5
local v32 = "\n\\1z!"
emit(v6)
emit(v5())
emit(v4)
emit(v3)
emit(v31())
emit(v32)
