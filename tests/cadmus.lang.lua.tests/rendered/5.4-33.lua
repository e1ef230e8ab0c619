for v1 = 2, 1 do
  local function v2()
    if true then
      local v7 = function()
        local v8 = "xA+"
        local v13 = function(v14)
          local v17 = {{y = at}}
          local v16 = at(v17, v1)
          local v15 = v16.y({{x = v14}}, v1)
          v14 = not (v15.x and v14)
          return {y = {function()
            return at
          end}}
        end
        local v12 = {v13(true), {y = {function()
          return at
        end}}, {y = {function()
          return at
        end}}}
        local v11 = v12[1]
        local v10 = v11.y
        local v9 = rec(v2, v10[1])
        if v9()({true}, v1) then
        elseif true then
        else
        end
        local v18 = v11
        return {y = function()
          return {function(v19)
            return v19
          end}
        end}
      end
      local v6 = v7().y
      local v5 = at(v6(), v1)
      local v3, v4 = (v5({"_y,:"})[1] .. "cx"):upper(), 32.0
      v3, v4 = v3, v4
      local v20 = v3
      local v21, v22 = 17.9, fmt_int
      v4 = v4
    else
    end
    local v23 = "a"
    return function()
      return at
    end
  end
  local v24, v25 = 44.9, fmt_num
  v24 = 45.8
end;
(function()
  return {n = true}
end)().n = true;
(function()
  return {n = 11}
end)().n = 78
