local function v1()
  rec(v1, rec(v1, "c+yxz"))
  local v4 = {x = (function(v5, v6)
    if v5(safe_mod).n then
    elseif v6() then
    end
    local v7, v8 = "?:!", str_reverse
    v7 = v7
    local v9 = v8
    local v17 = function()
      local v18 = "x9ca\\C"
      local v19 = 94.0
      v18 = v18
      v19 = v19
      return function(v20)
        return v20
      end
    end
    local v16 = {v17(), function(v21)
      return v21
    end}
    local v15 = {n = at({at(v16, 35), function(v22)
      return v22
    end}, 96)}
    local v14 = v15.n
    local v13 = v14({{y = {{v8}}}})[1]
    local v12 = v13.y[1]
    for v10, v11 in ipairs(v12) do
    end
    return {function()
      return fmt_pair
    end}
  end)(function(v23)
    return {n = true}
  end, function()
    return false
  end)}
  local v3 = v4.x
  local v2 = v3[1]
  v2()("", "Bc0_")
  local v24, v25 = "", v2
  return "a!_:yA"
end
local v26, v27 = {x = true}, 77.1
local v28 = 18.4
local v29, v30 = v27, 5.8
local v31, v32 = {x = 69}, fmt_int
local v33 = v28
emit(v1())
emit(v26)
emit(v27)
emit(v28)
emit(v29)
emit(v30)
emit(v31)
emit(v32(3))
emit(v33)
