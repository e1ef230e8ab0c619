local v6 = function(v7)
  local v8 = function(v9)
    local v10, v11 = v9[1], 74.9
    local v12, v13 = fmt_num, v9
    v10 = v11
    local v24 = {function(v25)
      return v25
    end, function(v26)
      return v26
    end, function(v27)
      return v27
    end}
    local v23 = {y = v24}
    local v22 = v23.y
    local v21 = {n = v22}
    local v20 = v21.n
    local v19 = {x = v20}
    local v18 = v19.x
    local v17 = v18[1]
    local v16 = v17(function()
      return {{y = v11}}
    end)()
    local v14, v15 = v10 + (v11 - (v16[1].y + 52.3)), v7
    return fmt_cut
  end
  v7(v8({25.6})(""), 82)
  return {n = {{n = {function()
    return 17.2
  end}}}}
end
local v5 = v6(function(v28, v29)
  return fmt_pair
end)
local v4 = v5.n[1]
local v3 = v4.n[1]
local v2 = (-(v3() - 50.8)) - 37.7
local v1 = {v2, 87.8, 52.0}
v1[1] = 74.3
local v30 = "\t"
local v31 = 93
local v32 = {23.5}
v31 = v31
v31 = v31
emit(v6)
emit(v5)
emit(v4)
emit(v3())
emit(v2)
emit(v1)
emit(v30)
emit(v31)
emit(v32)
