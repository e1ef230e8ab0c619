local v6 = function(v7)
  for v8, v9 in ipairs(v7) do
  end
  local function v10(v11)
    if false then
      local v12 = 25
      local v13 = "Acy109"
      local v17 = function()
        safe_mod(22, -77)
        local v18, v19 = {89, v12}, "!9x"
        local v20 = "?By"
        return {n = {function(v21)
          return {y = v21}
        end}}
      end
      local v16 = v17().n
      local v15 = v16[1]
      local v14 = rec(v10, v15(function()
        return 9.8
      end), v11)
      v11(v13:len() << v7[1].y, (v14.y() + 25.3) * 61.7)()
      local v22, v23 = v7, true
    elseif false then
    else
    end
    local v24, v25 = {x = 88.3}, math_min
    local v26 = "A?"
    return {y = function()
      return 77.5
    end}
  end
  local v27, v28 = v7, false
  return function()
    return function()
      return {n = {function()
        return {false}
      end}}
    end
  end
end
local v5 = v6({{y = 41}})()
local v4 = v5()
local v3 = v4.n
for v1, v2 in ipairs(v3[1]()) do
end
local v29, v30 = v5, "bAAC-"
v30 = v30
emit(v6)
emit(v5())
emit(v4)
emit(v3)
emit(v29())
emit(v30)
