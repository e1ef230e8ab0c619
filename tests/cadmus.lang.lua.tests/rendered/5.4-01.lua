(""):len()
local function v1(v2)
  return safe_idiv
end
for v3 = 3, 4 do
  local v10 = (function(v11)
    for v12, v13 in ipairs(v11) do
      local v14, v15 = 3.1, nil
      if v11[1]("'") then
        local v16 = {v14}
        local v21 = function(v22)
          return v22
        end
        local v20 = v21({{n = function(v23)
          return v23
        end}})[1]
        local v19 = v20.n(function()
          return v1
        end)
        local v17, v18 = v19(), math_min
        break
      elseif false then
      else
      end
      local v24 = v13
    end
    local v25 = {x = v3}
    return {function(v26)
      return v26
    end}
  end)({function(v27)
    return true
  end})
  local v9 = {v10, {function(v28)
    return v28
  end}}
  local v8 = at(v9[1], v3)(function()
    return function()
      return {"B__c+x"}
    end
  end)
  local v7 = v8()()
  local v6 = (v7[1] .. ",a__,\t"):upper()
  local v4, v5 = safe_idiv, (v6 .. "B") .. "-c -a9"
  local v29 = "01"
  v6, v29 = v5, v5
  v5 = v29
  local v30, v31 = v29, nil
end
local v32 = "C? xb-"
local v33 = fmt_pair
local v34 = safe_mod
emit(v1(0))
emit(v32)
emit(v33("ab", "ab"))
emit(v34(1.5, 1.5))
