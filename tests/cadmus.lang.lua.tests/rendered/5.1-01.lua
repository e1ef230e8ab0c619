(""):len()
local function v1(v2)
  return math_min
end
for v3 = 2, 3 do
  do
  end
  local v7 = function(v8)
    local v11 = "1"
    local v18 = {n = function(v19)
      return v19
    end}
    local v17 = v18.n(function()
      return "\\B:a_"
    end)
    local v16 = v17()
    local v15 = (fmt_wrap(v16) .. "ay!1c") .. ":''A?"
    local v14 = v8(v15)
    local v13 = v14[1].n
    local v12 = at(v13[1], v3).x
    for v9, v10 in ipairs(v8((v11 .. (("" .. v12[1]) .. "0")):reverse())) do
    end
    local v20 = {x = v11}
    return function()
      return function()
        return {x = safe_mod}
      end
    end
  end
  local v6 = v7(function(v21)
    return {{n = {{{x = {v21}}}}}}
  end)
  local v5 = v6()()
  local v4 = {math_min, v5.x, safe_mod}
  v4[1](100, v3)
  local v22 = true
  local v23, v24 = 45, 77.3
  v22 = v22
end;
(function()
  return {y = 70}
end)().y = 68
local v25 = fmt_pair
local v26 = ""
emit(v1(0))
emit(v25("ab", "ab"))
emit(v26)
