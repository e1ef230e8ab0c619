for v1 = 0, 1 do
  local v9 = function(v10)
    return v10
  end
  local v13 = function()
    local v20 = function(v21)
      return v21[1]
    end
    local v24 = function(v25)
      return v25
    end
    local v23 = v24({{{{n = {{at}}}}}})[1]
    local v22 = {v23, {{{n = {{at}}}}}}
    local v19 = v20(v22)
    local v18 = at(v19, v1)
    local v17 = v18[1].n
    local v16 = v17[1]
    local v14, v15 = at(v16, v1), {x = "-z"}
    local v26 = v16
    return {{n = function(v27)
      return v27
    end}}
  end
  local v12 = v13()
  local v11 = {n = v12}
  local v8 = {v9(v11.n), {{n = function(v28)
    return v28
  end}}}
  local v7 = v8[1]
  local v6 = at(v7, v1).n
  local v5 = v6({x = {x = ""}})
  local v4 = v5.x
  local v3 = v4.x .. ""
  local v2 = v3 .. "zb9+z"
end
local v29 = math_abs
local v30 = "_!;Ca\\"
v30 = "B0+"
local v31, v32 = v30, {x = 41}
local v33 = 89
emit(v29(3))
emit(v30)
emit(v31)
emit(v32)
emit(v33)
