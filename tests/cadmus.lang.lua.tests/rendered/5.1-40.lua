local v10 = function()
  local function v11(v12)
    rec(v11, v12[1] >= v12[1], v12)
    return true
  end
  return at({function()
    local v13 = 11
    local v14 = (77 - (function()
      return {x = 0}
    end)().x) + 91
    if v13 <= (#{78, v14, 73}) then
    elseif true then
    else
    end
    v14, v13 = v14, v13
    local v15, v16 = "-?y01", v14
    local v17, v18 = safe_div, v11
    return {n = function()
      return {function()
        return {"??x\n!"}
      end}
    end}
  end}, 15)
end
local v9 = {v10(), function()
  return {n = function()
    return {function()
      return {"\t"}
    end}
  end}
end, function()
  return {n = function()
    return {function()
      return {"\nz "}
    end}
  end}
end}
local v8 = {v9[1]}
local v7 = {v8[1], function()
  return {n = function()
    return {function()
      return {"CA-"}
    end}
  end}
end}
local v6 = at(v7, 13)
local v5 = v6().n
local v4 = v5()[1]
local v3 = v4()
for v1, v2 in ipairs(v3) do
end
local v19, v20 = {"\n a'"}, v3
local v21, v22 = {41}, math_max
emit(v10())
emit(v9)
emit(v8)
emit(v7)
emit(v6())
emit(v5())
emit(v4())
emit(v3)
emit(v19)
emit(v20)
emit(v21)
emit(v22(3, 3))
