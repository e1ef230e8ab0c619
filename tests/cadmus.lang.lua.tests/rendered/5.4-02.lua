local v10 = function()
  str_reverse("?1+'")
  local function v11(v12)
    v12 = 91
    local v22 = {{{x = function(v23)
      return {v23}
    end}}}
    local v21 = v22[1]
    local v20 = v21[1]
    local v19 = v20.x
    local v18 = v19({y = str_len})
    local v17 = {x = at(v18, 26.9)}
    local v16 = {x = rec(v11, v17.x, 69)}
    local v15 = v16.x
    local v13, v14 = v15.y, fmt_wrap
    v12 = v12
    return v15
  end
  return {x = function(v24)
    return v24
  end}
end
local v9 = v10()
local v8 = {v9, {x = function(v25)
  return v25
end}}
local v7 = v8[1]
local v6 = (function()
  return v7
end)().x
local v5 = {x = v6}
local v4 = at({v5, {x = function(v26)
  return v26
end}, {x = function(v27)
  return v27
end}}, 97)
local v3 = v4.x
local v2 = v3({{{y = "x:+A"}}})[1]
local v1 = v2[1]
v1.y = "";
(function()
  return {n = 31}
end)().n = 96;
(function()
  return {x = 61}
end)().x = 34
emit(v10())
emit(v9)
emit(v8)
emit(v7)
emit(v6)
emit(v5)
emit(v4)
emit(v3)
emit(v2)
emit(v1)
