local v1 = function(v2)
  local v3, v4 = v2.y, math_floor
  if v3 then
    local v9 = function()
      local v14 = function(v15)
        local v19 = (function()
          return {x = {y = {x = {function()
            return v2
          end}}}}
        end)().x
        local v18 = {v19.y, {x = {function()
          return v2
        end}}}
        local v17 = v18[1]
        local v16 = v17.x[1]
        v15 = v16().y
        local v20, v21 = v15, 64.7
        local v22, v23 = v2, 32
        return {x = function(v24)
          return v24
        end}
      end
      local v13 = v14(true).x
      local v12 = v13(function()
        return {{"'"}}
      end)()
      local v11 = at(v12, 38)
      local v10 = (v11[1] .. "9"):reverse():reverse();
      (("?9" .. v10) .. "':xA."):len()
      local v25 = 42
      local v26, v27 = v25, 66.3
      return {function()
        return {x = function(v28)
          return v2
        end}
      end}
    end
    local v8 = v9()
    local v7 = at(v8, 78)()
    local v6 = v7.x(v2)
    local v5 = v6.y
  else
  end
  v3 = v3
  v3 = v3
  return {n = false}
end
v1({y = true}).n = false;
(function()
  return {n = 11}
end)().n = 82
local v29 = false
emit(v1)
emit(v29)
