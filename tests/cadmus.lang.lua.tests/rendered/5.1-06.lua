local v5 = function()
  for v6, v7 in ipairs({"ByAyb-"}) do
    local v17 = {(function()
      return {x = function(v18)
        return fmt_pair
      end}
    end)(), {x = function(v19)
      return v19
    end}}
    local v16 = v17[1]
    local v15 = {x = v16}
    local v14 = {v15.x, {x = function(v20)
      return v20
    end}, {x = function(v21)
      return v21
    end}}
    local v13 = {n = {x = at(v14, 23).x}}
    local v12 = {v13.n}
    local v11 = at(v12, 35)
    local v10 = {v11}
    local v9 = v10[1]
    local v8 = v9.x
    v8(fmt_pair)(v7, "")
  end
  local v22 = math_floor
  local v23, v24 = ":B", 54.8
  return {{{n = {{{n = v23}}}}}}
end
local v4 = at(v5()[1], 90)
local v3 = at(v4.n[1], 5).n
local v2 = v3 .. "zCAcc0"
local v1 = v2 .. "c'x9"
str_len(str_reverse(v1))
v1 = v3
v2 = v3
v2 = v1
emit(v5())
emit(v4)
emit(v3)
emit(v2)
emit(v1)
