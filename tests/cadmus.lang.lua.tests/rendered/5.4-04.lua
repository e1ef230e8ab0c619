local v4 = function()
  local v9 = function(v10)
    local function v11(v12, v13)
      for v14 = 4, 1 do
        v12:upper()
        local v15 = 31.7 - 72.7
        local v17 = 79.9
        local v16 = 32.0 - v17
        if v13.n then
        elseif v10(((v15 + 19.8) + safe_div(12, 18)) - v16, 88 | 22)(false, v14) then
          local v18, v19 = false, str_len
        else
        end
        break
      end
      local v20, v21 = nil, true
      local v22, v23 = 63, false
      return v20
    end
    local v24, v25 = fmt_int, 73
    v25 = 3
    return function(v26)
      return v26
    end
  end
  local v8 = v9(function(v27, v28)
    return function(v29, v30)
      return false
    end
  end)
  local v7 = v8({function()
    return {x = "+cC\t-"}
  end})[1]
  local v6 = v7().x
  local v5 = (v6 .. " c") .. "zcab'"
  local v31 = 4.4
  local v32 = true
  return function(v33)
    return v33
  end
end
local v3 = v4()
local v2 = {n = v3({n = {function()
  return 22
end}}).n}
local v1 = v2.n
fmt_int(v1[1]() << 67)
local v34, v35 = fmt_wrap, 85
v35 = v35
emit(v4())
emit(v3)
emit(v2)
emit(v1)
emit(v34("ab"))
emit(v35)
