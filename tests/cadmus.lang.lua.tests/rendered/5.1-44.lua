local v4 = function()
  local v7 = true
  local v9 = function()
    local function v10()
      local v16 = at
      local v18 = {(function()
        return {y = function(v19)
          return v19
        end}
      end)().y, function(v20)
        return {{{false}}}
      end, function(v21)
        return v21
      end}
      local v17 = {v18, {function(v22)
        return {{{true}}}
      end}}
      local v15 = v16(v17, 7)
      local v14 = v15[1]
      local v13 = v14({{{true}}})[1]
      local v12 = {x = rec(v10, v13)}
      local v11 = {x = v12.x[1]}
      if v11.x[1] then
      elseif true then
      end
      local v23, v24 = "\t ", false
      return v13
    end
    return function(v25)
      return v25
    end
  end
  local v8 = v9()
  local v5, v6 = 60, {x = not v7, y = v8({53})[1]}
  return {function(v26)
    return v8
  end}
end
local v3 = {y = v4()}
local v2 = v3.y[1]
local v1 = v2(nil)
v1({63})[1] = 29;
(function()
  return {n = false}
end)().n = false;
(function()
  return {y = 61}
end)().y = 100.1
local v27 = {x = 56}
emit(v4())
emit(v3)
emit(v2(nil))
emit(v1)
emit(v27)
