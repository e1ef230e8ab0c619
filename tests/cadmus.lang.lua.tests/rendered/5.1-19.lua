local v4 = function(v5)
  local v10 = function(v11)
    local v19 = {y = {y = function(v20)
      return v20
    end}}
    local v18 = {v19, {y = {y = function(v21)
      return v21
    end}}, {y = {y = function(v22)
      return v22
    end}}}
    local v17 = v18[1]
    local v16 = v17.y
    local v15 = v16.y
    local v14 = v15(function()
      return {n = 66}
    end)
    local v12, v13 = v11(19.4 + ((7.9 * safe_mod(v14().n, 28)) + 85))[1], str_upper
    return v12
  end
  local v9 = {v10(function(v23)
    return {{y = function(v24)
      return v24
    end}}
  end), {y = function(v25)
    return v25
  end}}
  local v8 = {v9[1]}
  local v7 = v8[1].y
  local v6 = v7({{{y = "9:"}}})[1]
  fmt_wrap(v5[1].x .. (v6[1].y .. "\t!\n"))
  local v26 = true
  local v27, v28 = "\n", 39
  return {x = {x = {x = "+A+z9-"}}}
end
local v3 = v4({{x = "9"}}).x
local v2 = v3.x
local v1 = v2.x
v1:len()
local v29 = nil
v1 = " B\t"
v1 = v1
emit(v4)
emit(v3)
emit(v2)
emit(v1)
emit(v29)
