local function v1()
  for v2 = 2, 1 do
    local v9 = function(v10)
      rec(v1, v10.n)
      local v17 = function()
        local v18, v19 = {43}, 55.5
        return (function(v20)
          return v20
        end)({function(v21)
          return v21
        end})
      end
      local v16 = v17()[1]
      local v15 = {n = {v16(function(v22)
        return v22
      end), function(v23)
        return {x = v2}
      end, function(v24)
        return v24
      end}}
      local v14 = v15.n[1]
      local v13 = v14({x = v2})
      local v11, v12 = v2 * v13.x, v2
      local v25 = v17
      return {{n = {function(v26)
        return v26
      end}}}
    end
    local v8 = {y = v9({n = {{n = {function(v27)
      return v27
    end}}}})}
    local v7 = v8.y
    local v6 = {v7, {{n = {function(v28)
      return v28
    end}}}}
    local v5 = rec(v1, v6[1])[1]
    local v4 = v5.n
    local v3 = v4[1]({y = v2})
    safe_mod(v2 - 38, v3.y)
    local v29, v30 = "C\n ", at
  end
  local v31 = math_floor
  local v32, v33 = v31, 13
  return {{n = {function(v34)
    return v34
  end}}}
end
local v35, v36 = 62, ""
local v37 = 96
local v38 = 73
local v39, v40 = v37, ""
emit(v1())
emit(v35)
emit(v36)
emit(v37)
emit(v38)
emit(v39)
emit(v40)
