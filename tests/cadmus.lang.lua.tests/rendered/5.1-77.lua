local v2 = {x = at}
local v8 = function(v9)
  local v17 = function(v18)
    if v18 then
    elseif (function()
      return {x = v18}
    end)().x then
    end
    local v19 = ":"
    local v20 = str_upper
    local v21, v22 = 41.1, 91
    return function()
      return function()
        return function()
          return function()
            return {y = v9}
          end
        end
      end
    end
  end
  local v16 = {{y = v17(true)}, {y = function()
    return function()
      return function()
        return function()
          return {y = ".,:,"}
        end
      end
    end
  end}}
  local v15 = v16[1]
  local v14 = v15.y
  local v13 = v14()
  local v12 = v13()()
  local v11 = v12()
  local v10 = {x = v11.y}
  if (v9 <= v10.x) and true then
  elseif false then
  end
  return function()
    return {function(v23)
      return v23
    end}
  end
end
local v7 = v8("'")
local v6 = v7()
local v5 = {y = v6}
local v4 = {n = v5}
local v3 = v4.n
local v1 = v2.x(v3.y, 97)
math_max((v1({75})[1] * 24) * 53.2, 58)
local v24, v25 = v8, str_reverse
local v26 = fmt_wrap;
(function()
  return {n = 56}
end)().n = 83
emit(v2)
emit(v8("ab"))
emit(v7())
emit(v6)
emit(v5)
emit(v4)
emit(v3)
emit(v1)
emit(v24("ab"))
emit(v25("ab"))
emit(v26("ab"))
