local v1 = function(v2)
  local v3, v4 = v2.y, fmt_pad
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
        v15 = v3
        local v20, v21 = fmt_pad, 32
        return {x = function(v22)
          return v22
        end}
      end
      local v13 = v14(true).x
      local v12 = v13(function()
        return {{"'"}}
      end)()
      local v11 = at(v12, 38)
      local v10 = (v11[1] .. "9"):reverse():reverse();
      (("?9" .. v10) .. ":"):len()
      local v23 = 16
      local v24 = nil
      return {function()
        return {x = function(v25)
          return v25
        end}
      end}
    end
    local v8 = v9()
    local v7 = at(v8, 13.5)()
    local v6 = v7.x(v2)
    local v5 = v6.y
  else
  end
  v3 = v3
  v3 = true
  return {n = v3}
end
v1({y = true}).n = false
local v26 = math_floor;
(function()
  return {x = 56}
end)().x = 72
emit(v1)
emit(v26(1.5))
