local v9 = function()
  local v15 = function(v16)
    if true then
      local v18 = function(v19)
        local v20 = (-(v19 + v16)) >= v16
        local v21 = safe_div
        v20 = true
        local v22 = v21
        local v23 = true
        return {n = function()
          return math_abs
        end}
      end
      local v17 = v18(94.9).n
      v16 = v17()(v16)
    end
    local v24 = 31
    v24 = v24
    return function(v25)
      return v25
    end
  end
  local v14 = v15(86.2)({{y = {x = {77.2}}}})
  local v13 = {v14[1].y}
  local v12 = at(v13, 34).x
  for v10, v11 in ipairs(v12) do
  end
  local v26, v27 = v12, str_lower
  local v28 = "b.1\nAb"
  v28 = ","
  return function()
    return {{y = function(v29)
      return {n = v29}
    end}}
  end
end
local v8 = v9()
local v7 = {n = v8}
local v6 = {n = v7.n}
local v5 = v6.n
local v4 = {v5()}
local v3 = at(v4[1], 12).y
local v2 = v3("\\zy").n
local v1 = str_len(v2)
local v30 = true
v2 = v2
local v31 = v1
local v32 = 88
emit(v9())
emit(v8())
emit(v7)
emit(v6)
emit(v5())
emit(v4)
emit(v3("ab"))
emit(v2)
emit(v1)
emit(v30)
emit(v31)
emit(v32)
