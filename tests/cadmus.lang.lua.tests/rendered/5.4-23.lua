local v6 = function()
  local v10 = function()
    local v29 = function(v30)
      v30:lower()
      return function(v31)
        return v31
      end
    end
    local v28 = v29(" _'")
    local v25 = function()
      local v26, v27 = false, "\n-'1\\C"
      return v28
    end
    local v24 = v25()
    local v23 = v24({y = {function()
      return function()
        return 29
      end
    end}}).y
    local v22 = v23[1]
    local v20, v21 = (v22()() & 14) >> 17, math_abs
    local v32 = 53
    return at
  end
  local v9 = v10()({{function()
    return {x = 98.3}
  end}}, 18.1)
  local v8 = v9[1]
  local v7 = v8().x
  local v33 = "b"
  local v34 = "'+?"
  return {{function()
    return {{y = {x = v34}}}
  end}}
end
local v5 = at(v6(), 16.8)
local v4 = v5[1]()
local v3 = at(v4, 21.4).y
local v2 = {y = {v3, {x = "z\n\t"}, {x = "\nyx y"}}}
local v1 = v2.y[1]
v1.x = "\tBz"
local v35, v36 = ";9-y", v4
local v37, v38 = at, ";b\nyx"
emit(v6())
emit(v5)
emit(v4)
emit(v3)
emit(v2)
emit(v1)
emit(v35)
emit(v36)
emit(v37)
emit(v38)
