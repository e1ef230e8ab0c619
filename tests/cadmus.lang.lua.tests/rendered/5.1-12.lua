repeat
until fuel_out()
local v5 = function()
  local v12 = {n = (function(v13)
    do
    end
    local v16 = (function()
      return {n = function()
        return {24}
      end}
    end)().n
    local function v14(v15)
      do
      end
      v15[1]()
      return rec(v14, not (not false), v13(v16()[1] + 69)[1])
    end
    return {{at}}
  end)(function(v17)
    return {{function()
      return {x = "x.CCbx"}
    end}}
  end)}
  local v11 = {v12.n, {{at}}, {{at}}}
  local v10 = {v11[1]}
  local v9 = at(v10, 85)[1]
  local v8 = v9[1]({{n = 0}}, 79)
  local v6, v7 = v8.n >= 4.0, str_upper
  return function()
    return function()
      return function()
        return v10
      end
    end
  end
end
local v4 = v5()
local v3 = v4()()
local v1, v2 = at(at(v3()[1], 60), 16.4), {41};
(function()
  return {x = 16}
end)().x = 46
local v18 = "\n;\nbA"
local v19, v20 = 94, {v18}
emit(v5())
emit(v4())
emit(v3())
emit(v1)
emit(v2)
emit(v18)
emit(v19)
emit(v20)
