local v2 = ""
local v1 = str_len(v2)
local v5 = function(v6)
  for v7, v8 in ipairs(v6) do
  end
  for v9 = 3, 0 do
    local v10 = math_floor
    for v11 = 1, 2 do
      local v13 = function()
        local v17 = v6[1](false)
        local v16 = v17.y
        local v15 = -v16
        local v20 = (function()
          return {n = {y = {function()
            return 32.0
          end}}}
        end)().n
        local v19 = v20.y
        local v18 = at(v19, v9)
        local v14 = v15 < (math_max(v18(), 1.0) + 8.1)
        if v14 then
        end
        local v21, v22 = 4.2, math_min
        v15 = v15
        v16, v15 = v15, v16
        return {y = v9}
      end
      local v12 = (32 | v13().y) >> v9
      v12 = v9
      local v23, v24 = v11, false
      local v25, v26 = 6.3, v23
      v25 = 64.7
    end
    local v27, v28 = safe_idiv, "?\\0x"
  end
  local v29 = fmt_pair
  local v30, v31 = v6, v6
  local v32, v33 = v30, 94
  return function()
    return function(v34)
      return v34
    end
  end
end
local v4 = v5({function(v35)
  return {y = 51.5}
end})
local v3 = v4()
safe_idiv(v1, 85 | v3({x = 17}).x)
local v36, v37 = v1, fmt_num
local v38 = nil
local v39, v40 = v2, v4
local v41 = v39
local v42 = "A:"
emit(v2)
emit(v1)
emit(v5)
emit(v4())
emit(v3)
emit(v36)
emit(v37(1.5))
emit(v38)
emit(v39)
emit(v40())
emit(v41)
emit(v42)
