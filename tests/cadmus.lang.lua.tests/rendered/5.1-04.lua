local v4 = function()
  local v9 = function(v10)
    local function v11(v12, v13)
      for v14 = 0, 3 do
        local v16 = "C\n\nB'-"
        local v15 = v16
        v12(math_floor)
        do
          v15 = v15 .. ((v10[1] .. v10[1]) .. v13)
          local function v17(v18, v19)
            v19 = not true
            v19 = not ((v18[1] * 47) >= v14)
            local v20, v21 = 81, 64
            return v16
          end
        end
        local v22, v23 = false, str_len
        local v24, v25 = "?9x1", " x\t0"
        break
      end
      local v26 = false
      v26 = v26
      return v10
    end
    local v27, v28 = true, v11
    v27 = v27
    return function(v29)
      return v29
    end
  end
  local v8 = v9({"?-y0\n"})
  local v7 = v8({function()
    return {x = "':!, c"}
  end})[1]
  local v6 = v7().x
  local v5 = (v6 .. "ab") .. ";B;."
  local v30, v31 = nil, true
  v31, v6 = v31, v5
  return function(v32)
    return v32
  end
end
local v3 = v4()
local v2 = {n = v3({n = {function()
  return 90
end}}).n}
local v1 = v2.n
math_abs(v1[1]() * 91);
(function()
  return {y = "1b101"}
end)().y = "+\\xb'"
local v33 = str_upper
emit(v4())
emit(v3)
emit(v2)
emit(v1)
emit(v33("ab"))
