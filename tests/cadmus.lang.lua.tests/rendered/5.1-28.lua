local v9 = function()
  local v15 = function(v16)
    if true then
      local v18 = function(v19)
        local v20 = 13 - v19
        local v21 = 11
        local v22 = 75.0
        v22 = 5
        v19, v21 = v22, 58.6
        return {n = function()
          return fmt_wrap
        end}
      end
      local v17 = v18(18).n
      v16 = v17()("-Byx!,")
    end
    local v23, v24 = 59, 58
    local v25, v26 = "1'-", {x = v16}
    return function(v27)
      return v27
    end
  end
  local v14 = v15("b::a\t'")({{y = {x = {10}}}})
  local v13 = {v14[1].y}
  local v12 = at(v13, 10).x
  for v10, v11 in ipairs(v12) do
  end
  local v28 = false
  local v29, v30 = 85, v14
  local v31, v32 = true, false
  return function()
    return {{y = function(v33)
      return {n = v33}
    end}}
  end
end
local v8 = v9()
local v7 = {n = v8}
local v6 = {n = v7.n}
local v5 = v6.n
local v4 = {v5()}
local v3 = at(v4[1], 9.6).y
local v2 = v3("bC+  ").n
local v1 = str_reverse(v2)
local v34, v35 = {61}, fmt_wrap
local v36 = true
local v37, v38 = v2, v3
v36 = false
emit(v9())
emit(v8())
emit(v7)
emit(v6)
emit(v5())
emit(v4)
emit(v3("ab"))
emit(v2)
emit(v1)
emit(v34)
emit(v35("ab"))
emit(v36)
emit(v37)
emit(v38("ab"))
