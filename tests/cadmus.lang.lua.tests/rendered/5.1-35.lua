local v10 = function()
  for v11 = 0, 1 do
    local function v12(v13)
      local v20 = {x = {y = {y = v11}}}
      local v19 = v20.x
      local v18 = v19.y
      local v17 = {n = v18.y}
      local v16 = {v17, {n = v11}, {n = v11}}
      local v14, v15 = "bx:", rec(v12, v13, (rec(v12, (v16[1].n - v11) <= v11, v13) ~= v13) or false) or v13
      local v21, v22 = 90.2, str_reverse
      local v23, v24 = 69, true
      return true
    end
  end
  return {{{function(v25)
    return v25
  end}}}
end
local v9 = v10()
local v8 = {y = v9}
local v7 = {v8.y, {{{function(v26)
  return v26
end}}}}
local v6 = {y = v7[1]}
local v5 = v6.y
local v4 = at(v5, 77.3)
local v3 = v4[1]
local v2 = v3[1]({x = 67})
local v1 = v2.x
safe_div(62.5 * v1, 8)
local v27, v28 = math_min, 49
v28 = v1
v1 = v28
local v29 = "abaBx"
v1 = v1
emit(v10())
emit(v9)
emit(v8)
emit(v7)
emit(v6)
emit(v5)
emit(v4)
emit(v3)
emit(v2)
emit(v1)
emit(v27(3, 3))
emit(v28)
emit(v29)
