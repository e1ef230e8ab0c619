local v4 = (function(v5)
  local v6, v7 = nil, safe_div
  local v10 = at
  local v18 = {function(v19)
    if v19 then
    elseif v19 then
      local v20 = v5()
      v19 = v19
    else
    end
    v19 = v19
    return {{y = {{n = v19}}}}
  end, function(v21)
    return {{y = {{n = v21}}}}
  end, function(v22)
    return {{y = {{n = v22}}}}
  end}
  local v17 = {x = v18[1]}
  local v16 = v17.x
  local v13 = function(v14)
    local v15 = v7
    v14 = v14
    return v16
  end
  local v12 = v13(false)(false)
  local v11 = {v12[1], {y = {{n = false}}}}
  local v9 = v10(v11, 67).y
  local v8 = v9[1].n
  v5()({v8})
  local v23, v24 = safe_div, {false}
  local v25, v26 = {v8}, {v8}
  return v12
end)(function()
  return function(v27)
    return 7.3
  end
end)
local v3 = at(v4, 88).y
local v2 = #v3
local function v1()
  return (v2 * 48.5) ~= 2
end
local v28 = false
v28 = v28
local v29, v30 = ":_?", str_reverse
local v31 = ".a1B0C"
emit(v4)
emit(v3)
emit(v2)
emit(v1())
emit(v28)
emit(v29)
emit(v30("ab"))
emit(v31)
