local v3 = function()
  local v10 = (function(v11, v12)
    for v13 = 3, 3 do
      do
        local v14 = {x = v11, y = v12.y, n = v11:len()}
        local v20 = function()
          local v24 = function()
            return {n = function()
              return {n = math_floor}
            end}
          end
          local v23 = v24().n
          local v21, v22 = v23().n, 60
          local v25, v26 = 54, 18
          v26 = v26
          return {{v26}}
        end
        local v19 = {n = v20}
        local v18 = v19.n
        local v17 = v18()
        for v15, v16 in ipairs(at(v17, v13)) do
        end
        local v27, v28 = false, v12
        local v29 = v12
      end
      local v30 = math_floor
    end
    local v31, v32 = true, str_reverse
    local v33 = v31
    return {{x = function()
      return v12
    end}}
  end)(":.!\\y\\", {y = ";;z?A"})
  local v9 = v10[1]
  local v8 = v9.x
  local v7 = v8().y
  local v6 = v7:upper()
  local v4, v5 = v6 .. "0", "\n"
  local v34, v35 = v5, 77.1
  local v36, v37 = math_min, false
  v35 = v35
  return {n = function()
    return at
  end}
end
local v2 = v3().n
local v1 = v2()({{"+;9."}}, 10)
v1[1] = "A,x"
local v38, v39 = v1, {x = "0?9"};
(function()
  return {y = 48.8}
end)().y = 9
emit(v3())
emit(v2())
emit(v1)
emit(v38)
emit(v39)
