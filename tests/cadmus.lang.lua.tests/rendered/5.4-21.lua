local v1 = 8.4
local v8 = function()
  local v11 = {at, at}
  local v14 = (function()
    local function v15(v16)
      for v17, v18 in ipairs(v16) do
      end
      local v19 = ""
      return 92
    end
    local v20 = true
    local v21 = fmt_pair
    local v22 = fmt_int
    v20 = false
    return {{function()
      return v1
    end}}
  end)()
  local v13 = {y = v14}
  local v12 = {v13.y, {{function()
    return v1
  end}}}
  local v10 = v11[1](v12, v1)
  local v9 = at(v10, v1)[1]
  math_min(v9() + 59.2, v1)
  local v23 = ";"
  local v24 = v13
  local v25, v26 = v10, {58.2}
  local v27 = nil
  return {n = {{{str_reverse}}}}
end
local v7 = v8()
local v6 = v7.n
local v5 = at(at(v6, v1), 81)
local v4 = ((v5[1]("b") .. "1,?") .. "Cya_\n") .. " c+"
local v2, v3 = v4 .. "", v1
local v28, v29 = {x = 86}, "\\', y,"
local v30, v31 = v29, 7.8
emit(v1)
emit(v8())
emit(v7)
emit(v6)
emit(v5)
emit(v4)
emit(v2)
emit(v3)
emit(v28)
emit(v29)
emit(v30)
emit(v31)
