local v10 = function()
  local function v11(v12)
    local v17 = {{{function()
      return {{v12}}
    end}}, {{function()
      return {{v12}}
    end}}, {{function()
      return {{v12}}
    end}}}
    local v15 = function()
      local v16 = "B\\"
      v16:lower()
      return v17[1]
    end
    local v14 = at(v15(), 8)[1]
    local v13 = v14()[1]
    rec(v11, rec(v11, v12[1], v13[1]) + 31, v12)
    return 100
  end
  return function()
    return {n = function()
      return {function()
        return {safe_mod}
      end}
    end}
  end
end
local v9 = {v10(), function()
  return {n = function()
    return {function()
      return {safe_mod}
    end}
  end}
end, function()
  return {n = function()
    return {function()
      return {math_max}
    end}
  end}
end}
local v8 = {v9[1]}
local v7 = {v8[1], function()
  return {n = function()
    return {function()
      return {math_max}
    end}
  end}
end}
local v6 = at(v7, 86)
local v5 = v6().n
local v4 = v5()[1]
local v3 = v4()
for v1, v2 in ipairs(v3) do
end
local v18, v19 = v6, 8.1
local v20, v21 = {v19}, ""
emit(v10())
emit(v9)
emit(v8)
emit(v7)
emit(v6())
emit(v5())
emit(v4())
emit(v3)
emit(v18())
emit(v19)
emit(v20)
emit(v21)
