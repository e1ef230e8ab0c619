local function v1(v2, v3)
  local v4 = {x = "_ \n!", y = #v2, n = "?\\x,B"}
  local v17 = function(v18)
    if v18 then
    end
    local v19 = {x = true}
    local v20 = v18
    return function()
      return function()
        return at
      end
    end
  end
  local v16 = v17(true)
  local v15 = {y = v16}
  local v14 = v15.y
  local v13 = {x = v14}
  local v12 = {v13.x, function()
    return function()
      return at
    end
  end, function()
    return function()
      return at
    end
  end}
  local v11 = v12[1]
  local v10 = {at({v11}, 96)}
  local v9 = rec(v1, v10[1], "\n?;0C_", v3)()
  local v8 = v9()({{y = v2}}, 61)
  local v7 = {x = v8.y .. v2, y = v2}
  local v6 = {v7, {x = v2, y = " ,cx"}}
  local v5 = v3[1]({x = v4.x .. "c+_", y = "c"} == v6[1], v2)
  local v21 = {"\\;c"}
  return v11
end
local v22 = false
local v23 = {v22}
local v24, v25 = " a", 72
emit(v1)
emit(v22)
emit(v23)
emit(v24)
emit(v25)
