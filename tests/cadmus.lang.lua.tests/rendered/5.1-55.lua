for v1 = 0, 3 do
  local function v2(v3, v4)
    local v5 = {"y.,y"}
    local v17 = function(v18)
      local v19 = "'!"
      return v18
    end
    local v16 = {n = v17(function()
      return function(v20)
        return v20
      end
    end)}
    local v15 = {n = v16}
    local v14 = v15.n
    local v13 = v14.n
    local v12 = rec(v2, rec(v2, v13, v3, v4), v1, v4)
    local v11 = {x = {v12}}
    local v10 = v11.x
    local v9 = {x = v10}
    local v8 = at({v9.x, {function()
      return function(v21)
        return v21
      end
    end}, {function()
      return function(v22)
        return {n = function()
          return str_upper
        end}
      end
    end}}, v3)
    local v7 = at({v8[1](), function(v23)
      return v23
    end, function(v24)
      return {n = function()
        return str_reverse
      end}
    end}, 34)
    local v6 = v7({n = function()
      return str_reverse
    end})
    v3 = v4("9", v5[1])(v6.n(), 18)
    v3 = v1
    local v25, v26 = v6, 74
    return v13
  end
  local v27, v28 = v1, "b,\t"
  local v29, v30 = false, str_reverse
  local v31, v32 = false, math_min
end
local v33, v34 = safe_mod, 8.2
local v35, v36 = true, math_floor
local v37, v38 = "b?9", v35
emit(v33(3, 3))
emit(v34)
emit(v35)
emit(v36(3))
emit(v37)
emit(v38)
