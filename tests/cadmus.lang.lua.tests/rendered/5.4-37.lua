local v4 = function()
  local v10 = function(v11)
    if v11 and false then
      local v15 = {x = at}
      local v16 = function(v17)
        return {v17}
      end
      local v14 = v15.x(v16({{y = {{x = "y9"}}}})[1], 35)
      local v13 = {v14.y[1]}
      local v12 = v13[1].x .. ":1A;x"
      fmt_pair(v12, "\ty;A?\n")
      local v18 = v11
      local v19 = v12
      local v20 = 21.9
    end
    local v21, v22 = math_max, fmt_pair
    return function(v23)
      return v23
    end
  end
  local v9 = v10(false)
  local v8 = v9({x = {{math_floor}}})
  local v7 = v8.x
  for v5, v6 in ipairs(v7[1]) do
  end
  local v24, v25 = {x = false}, 95
  local v26 = v8
  local v27 = v8
  local v28, v29 = v10, fmt_cut
  return {{{n = {v9}}}}
end
local v3 = {v4(), {{{n = {function(v30)
  return {x = {{math_abs}}}
end}}}}}
local v2 = at(at(v3, 17.0), 61.2)[1]
local v1 = v2.n
v1[1]({x = {{math_abs}}})
local v31, v32 = false, str_reverse
v31 = v31
local v33 = str_reverse
local v34 = 55.3
v31 = false
emit(v4())
emit(v3)
emit(v2)
emit(v1)
emit(v31)
emit(v32("ab"))
emit(v33("ab"))
emit(v34)
