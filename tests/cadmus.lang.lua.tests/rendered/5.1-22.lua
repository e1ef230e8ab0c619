local v1, v2 = "", 47
local v7 = function()
  local v17 = function(v18)
    local v19 = (v2 + v18.x) * v2
    v19 = v18.x
    if true then
    end
    local v20 = 61
    local v21, v22 = 67, ",Ca'x+"
    return {y = {function(v23)
      return v23
    end}}
  end
  local v16 = v17({x = v2})
  local v15 = {{v16}}
  local v14 = v15[1]
  local v13 = {x = v14}
  local v12 = {y = v13.x}
  local v11 = v12.y
  local v10 = v11[1].y
  local v9 = at(v10, v2)
  local v8 = v9(function()
    return "\t;,.y0"
  end)
  fmt_wrap(v8())
  return {{y = {{n = v12}}}}
end
local v6 = {v7()}
local v5 = at(at(v6[1], v2).y, v2).n
local v3, v4 = v5.y[1], "xbAA,0"
v1 = v1
local v24 = "\\ b"
local v25, v26 = true, "C_!Aay"
local v27, v28 = v2, {v26}
emit(v1)
emit(v2)
emit(v7())
emit(v6)
emit(v5)
emit(v3)
emit(v4)
emit(v24)
emit(v25)
emit(v26)
emit(v27)
emit(v28)
