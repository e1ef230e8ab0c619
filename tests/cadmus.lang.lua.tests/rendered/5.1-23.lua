local v6 = function()
  local v10 = function()
    local v17 = {y = {function()
      return {y = function()
        return {{y = 58}}
      end}
    end, function()
      return {y = function()
        return {{y = 14}}
      end}
    end, function()
      return {y = function()
        return {{y = 62}}
      end}
    end}}
    local v16 = {v17.y}
    local v15 = at(v16, 17.4)
    local v14 = v15[1]
    local v13 = v14().y
    local v12 = v13()
    local v11 = 97 * v12[1].y
    math_abs(v11)
    v11 = 70
    local v18, v19 = 3, str_lower
    return at
  end
  local v9 = v10()({{function()
    return {x = ""}
  end}}, 14)
  local v8 = v9[1]
  local v7 = v8().x
  v7 = ""
  local v20 = "''x!"
  return {{function()
    return {{y = {x = v20}}}
  end}}
end
local v5 = at(v6(), 14.3)
local v4 = v5[1]()
local v3 = at(v4, 80).y
local v2 = {y = {v3, {x = "a-c9"}, {x = ".c "}}}
local v1 = v2.y[1]
v1.x = "\n-"
local v21 = {x = 21}
local v22 = "b"
local v23 = "'+?"
emit(v6())
emit(v5)
emit(v4)
emit(v3)
emit(v2)
emit(v1)
emit(v21)
emit(v22)
emit(v23)
