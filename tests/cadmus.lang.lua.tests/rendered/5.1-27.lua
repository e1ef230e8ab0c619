local v2 = ""
local v1 = str_len(v2)
local v5 = function(v6)
  for v7, v8 in ipairs(v6) do
  end
  for v9 = 4, 1 do
  end
  for v10 = 2, 1 do
  end
  local v18 = function(v19)
    return v19
  end
  local v17 = v18(function(v20)
    return {v20}
  end)({n = {" 0,"}})
  local v16 = v17[1]
  local v15 = v16.n[1]
  local v14 = str_lower("" .. (v6[1](v15 .. "bcB") .. "?:c"))
  local v13 = ("B" .. v14) .. ""
  local v11, v12 = true, not (((at({(v13 .. "By1.0") .. "z", "9y;", "\tc"}, 31):lower() .. "0-xC\n!") >= "!") or true)
  v13 = v14
  return function()
    return function(v21)
      return v21
    end
  end
end
local v4 = v5({str_lower})
local v3 = v4()
safe_div(v1, 85 - v3({x = 64.6}).x)
local v22, v23 = math_max, safe_div
local v24, v25 = true, v3
local v26, v27 = v23, 94
v24 = false
v27 = v1
emit(v2)
emit(v1)
emit(v5)
emit(v4())
emit(v3)
emit(v22(3, 3))
emit(v23(3, 3))
emit(v24)
emit(v25)
emit(v26(3, 3))
emit(v27)
