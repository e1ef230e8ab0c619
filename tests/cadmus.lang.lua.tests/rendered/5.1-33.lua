for v1 = 0, 0 do
  local v7 = function(v8)
    if v8 or false then
      local v14 = function(v15)
        local v19 = {{x = {x = function(v20)
          return v20
        end}}}
        local v18 = at(v19, v1)
        local v17 = v18.x
        local v16 = at(v17.x({{x = v1}}), v1)
        v15 = v16.x
        local v21, v22 = "x,AAy!", 72.1
        return {function()
          return {function(v23)
            return v23
          end}
        end}
      end
      local v13 = {n = v14(97)}
      local v12 = {x = at({v13.n, {function()
        return {function(v24)
          return v24
        end}
      end}, {function()
        return {function(v25)
          return v25
        end}
      end}}, v1)}
      local v11 = v12.x
      local v10 = v11[1]()
      local v9 = v10[1]({n = "\n:9bb\t"})
      v9.n:len()
      local v26 = 81
      local v27 = v9
      local v28 = 28
    end
    return {{function()
      return {n = {x = {v8}}}
    end}}
  end
  local v6 = at(v7(true)[1], v1)
  local v5 = v6()
  local v4 = v5.n
  for v2, v3 in ipairs(v4.x) do
  end;
  (function()
    return {n = 49}
  end)().n = v1;
  (function()
    return {n = 54}
  end)().n = v1;
  (function()
    return {y = v1}
  end)().y = 20
end;
(function()
  return {y = 43}
end)().y = 70
local v29, v30 = str_len, true
emit(v29("ab"))
emit(v30)
