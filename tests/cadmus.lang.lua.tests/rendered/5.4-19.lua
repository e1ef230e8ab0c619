local v4 = function(v5)
  math_floor(87.7 - (-(((-(52.8 + 40.0)) + v5.x("z0 ")) + 8.2)))
  local v16 = function(v17)
    local v18 = fmt_int
    do
    end
    local v19, v20 = v18, at
    v17 = v17
    return {y = function(v21)
      return v21
    end}
  end
  local v15 = {{y = v16(45)}, {y = {y = function(v22)
    return v22
  end}}}
  local v14 = at(v15, 80)
  local v13 = {v14, {y = {y = function(v23)
    return v23
  end}}}
  local v12 = v13[1]
  local v11 = {v12, {y = {y = function(v24)
    return v24
  end}}, {y = {y = function(v25)
    return v25
  end}}}
  local v10 = v11[1]
  local v9 = v10.y
  local v8 = v9.y
  local v7 = v8(function()
    return {n = 28.0}
  end)
  local v6 = 19.4 + ((7.9 * safe_mod(v7().n, 30.1)) + 100.8)
  local v26 = 37.2
  return {x = {x = {x = "0xCy"}}}
end
local v3 = v4({x = function(v27)
  return 69.5
end}).x
local v2 = v3.x
local v1 = v2.x
v1:len()
local v28 = fmt_num
local v29, v30 = {v1}, v4
v1 = v1
emit(v4)
emit(v3)
emit(v2)
emit(v1)
emit(v28(1.5))
emit(v29)
emit(v30)
