fuel()
local v9 = function(v10)
  local v13 = v10
  for v11, v12 in ipairs(v13) do
    local function v14(v15, v16)
      local v18 = at
      local v20 = function(v21)
        local function v22(v23)
          return false
        end
        local v24 = v15
        v21 = true
        local v25, v26 = {""}, str_upper
        local v27 = v11
        return {function(v28)
          return v28
        end}
      end
      local v19 = v20(false)
      local v17 = at(v18(v19, v11)({{y = {86}}}), v11).y
      v15 = rec(v14, v12, v16.x[1] + (-(11 + v17[1])), v16).x
      local v29 = 17.1
      local v30, v31 = at, 66
      return v12
    end
    local v32 = {"1-"}
    local v33 = v32
    local v34 = {false}
    local v35 = v32
  end
  return function()
    return {function()
      return {{n = v10}}
    end}
  end
end
local v8 = v9({{x = 81}})
local v7 = v8()
local v6 = v7[1]
local v5 = {y = {at(v6(), 66)}}
local v4 = v5.y
local v3 = v4[1]
local v1, v2 = 68, v3.n
v1 = 20.6
v1 = v1
local v36, v37 = v1, ""
local v38 = {x = false}
emit(v9)
emit(v8())
emit(v7)
emit(v6())
emit(v5)
emit(v4)
emit(v3)
emit(v1)
emit(v2)
emit(v36)
emit(v37)
emit(v38)
