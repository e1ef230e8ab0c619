local v6 = function(v7)
  local function v8(v9)
    local v14 = at({{at}, {at}}, 18.6)
    local v13 = {{n = v14[1]}, {n = at}, {n = at}}
    local v12 = {n = at(v13, v9)}
    local v11 = v12.n
    local v10 = v11.n({function()
      return {"1a?z:"}
    end}, v9)
    rec(v8, v7(v9 + (#v10()))[1], v9)()
    local v15, v16 = true, 50
    local v17, v18 = true, 78
    return v10
  end
  local v19 = ";+,"
  local v20, v21 = 85, v8
  local v22 = true
  local v23, v24 = {x = v22}, 8
  return {function(v25)
    return math_max
  end}
end
local v5 = v6(function(v26)
  return {function()
    return {"C:B1;"}
  end}
end)
local v4 = at(v5, 76)
local v3 = {n = v4}
local v2 = {at({v3, {n = function(v27)
  return safe_mod
end}, {n = function(v28)
  return math_min
end}}, 63).n, function(v29)
  return safe_idiv
end, function(v30)
  return v30
end}
local v1 = at(v2, 99.3)
v1(safe_mod)(40, 61)
local v31 = "a?ba:"
local v32 = v31
local v33 = "._cAA0"
local v34 = true
emit(v6)
emit(v5)
emit(v4)
emit(v3)
emit(v2)
emit(v1)
emit(v31)
emit(v32)
emit(v33)
emit(v34)
