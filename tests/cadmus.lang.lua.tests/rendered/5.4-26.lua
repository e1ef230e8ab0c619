local v6 = function(v7)
  local function v8()
    for v9 = 2, 2 do
      local v10, v11 = false, 50.9
      local v12, v13 = function(v14)
        if v14 then
          local v19 = function(v20)
            return v20
          end
          local v18 = v19(function()
            return function(v21)
              return v21
            end
          end)()
          local v17 = v18({v7})
          local v15, v16 = (v9 - math_floor(rec(v8, -17) + 72)) | (-(((v7 + v7) ~ v17[1]) | v9)), {x = ""}
        else
        end
        local v22, v23 = 36, safe_mod
        local v24 = 83.1
        v22 = 35
        local v25 = "a_19_"
        return ",-"
      end, fmt_int
      local v26 = "\n"
      local v27, v28 = v9, safe_div
      local v29 = at
    end
    local v30, v31 = math_floor, nil
    local v32, v33 = str_len, 41.4
    local v34 = 90
    v34 = 100
    return v34
  end
  local v35, v36 = "a0::\n", {66.3}
  local v37 = {60}
  local v38, v39 = "x+,", safe_div
  return function()
    return v37
  end
end
local v5 = at({{{y = v6}}, {{y = function(v40)
  return function()
    return {v40}
  end
end}}, {{y = function(v41)
  return function()
    return {v41}
  end
end}}}, 38.6)
local v4 = v5[1]
local v3 = v4.y(90)
local v2 = v3()[1]
local v1 = 62 - v2
v1 = 100
v2 = v2
v1, v2 = v2, v2
local v42, v43 = true, v2
emit(v6(3))
emit(v5)
emit(v4)
emit(v3())
emit(v2)
emit(v1)
emit(v42)
emit(v43)
