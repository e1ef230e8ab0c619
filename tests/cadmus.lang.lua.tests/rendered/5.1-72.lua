local v4 = function(v5)
  local v6, v7 = "y\n.", 5
  return v5
end
local v12 = function(v13)
  v13 = ""
  local v17 = function()
    local v23 = (function()
      return function(v24)
        return v24
      end
    end)()
    local v22 = v23({n = function()
      return 99
    end}).n
    local v21 = v22()
    local v20 = 1 + v21
    local v18, v19 = math_abs(v20), "9z0"
    v20 = v18
    local v25 = ""
    local v26, v27 = "!b\n", fmt_pair
    return {x = {n = ";,"}}
  end
  local v16 = v17().x
  local v14, v15 = {v16.n:upper(), v13, v13}, {x = "\t0"}
  local v28, v29 = 60, fmt_wrap
  local v30, v31 = "C?", str_upper
  return {function()
    return {x = {{false}}}
  end}
end
local v11 = function()
  return v12("")
end
local v10 = {v11}
local v9 = at(v10, 17)()
local v8 = v9[1]
local v3 = v4(v8().x)[1]
local v2 = {false, v3[1]}
local v1 = v2[1]
v1 = v1
v1 = true
local v32 = ""
local v33, v34 = "AxCb;", v8
v32, v1 = v33, v1
emit(v4)
emit(v12("ab"))
emit(v11())
emit(v10)
emit(v9)
emit(v8())
emit(v3)
emit(v2)
emit(v1)
emit(v32)
emit(v33)
emit(v34())
