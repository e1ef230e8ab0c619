local v4 = function()
  local v10 = function(v11)
    if v11 and false then
      local v15 = {x = at}
      local v16 = function(v17)
        return {v17}
      end
      local v14 = v15.x(v16({{y = {{x = "y9"}}}})[1], 20.1)
      local v13 = {v14.y[1]}
      local v12 = v13[1].x .. "z"
      fmt_pair(v12, "1A")
      local v18, v19 = {x = v11}, v12
      v11 = v11
      local v20, v21 = true, true
    end
    local v22, v23 = safe_mod, at
    return function(v24)
      return v24
    end
  end
  local v9 = v10(false)
  local v8 = v9({x = {{41}}})
  local v7 = v8.x
  for v5, v6 in ipairs(v7[1]) do
  end
  local v25 = str_lower
  local v26, v27 = "1\\ ", {x = false}
  local v28, v29 = v25, fmt_wrap
  local v30, v31 = ",0\t_\t", v10
  return {{{n = {v25}}}}
end
local v3 = {v4(), {{{n = {str_lower}}}}}
local v2 = at(at(v3, 20), 9)[1]
local v1 = v2.n
v1[1]("0B\n")
local v32 = 17
local v33, v34 = v1, v1
local v35 = str_lower
local v36, v37 = fmt_wrap, v33
local v38, v39 = {v32}, 74
emit(v4())
emit(v3)
emit(v2)
emit(v1)
emit(v32)
emit(v33)
emit(v34)
emit(v35("ab"))
emit(v36("ab"))
emit(v37)
emit(v38)
emit(v39)
