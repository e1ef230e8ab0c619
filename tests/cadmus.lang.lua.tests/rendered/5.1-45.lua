local v1 = true
local v2 = true
while fuel() do
  local v5 = {safe_div, math_min, math_min}
  for v3, v4 in ipairs(v5) do
    local v10 = {(function()
      local v11 = true
      local v14 = function(v15)
        for v16, v17 in ipairs(v15.n) do
          for v18 = 2, 2 do
            local v19, v20 = v18, 78
          end
          local v21, v22 = "A+0B", str_len
          v21 = v17
          local v23 = false
          local v24 = str_lower
        end
        local v25 = v3
        return {function(v26)
          return {v26}
        end}
      end
      local v13 = at(v14({n = {"A9"}}), v3)
      local v12 = v13(function(v27)
        return v1
      end)[1]
      v11 = v12(v4)
      local v28, v29 = nil, v1
      local v30 = fmt_wrap
      return function()
        return {y = function()
          return {x = {x = function()
            return "B:.C:"
          end}}
        end}
      end
    end)(), function()
      return {y = function()
        return {x = {x = function()
          return "cB\n\n"
        end}}
      end}
    end}
    local v9 = v10[1]()
    local v8 = v9.y
    local v7 = v8().x
    local v6 = v7.x
    v6():len()
    local v31 = ""
    local v32, v33 = fmt_wrap, {v31}
  end
  local v34 = str_upper
end
local v35, v36 = nil, v1
local v37, v38 = {"Ba"}, v36
emit(v1)
emit(v2)
emit(v35)
emit(v36)
emit(v37)
emit(v38)
