package cadmus.lang.lua;

import static cadmus.lang.lua.LuaTypes.OUTPUT;
import static cadmus.lang.lua.LuaTypes.STRING;
import static cadmus.lang.lua.LuaTypes.UNTIL_GUARD;
import static cadmus.lang.lua.LuaTypes.WHILE_GUARD;

import java.util.List;

import cadmus.api.Binding;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;

/**
 * What every generated Lua program starts with: one printing function whose output is the same on every
 * implementation of a dialect (tables shown element by element, record keys sorted), safe wrappers that
 * keep arithmetic and indexing defined, and the fuel that bounds loops. Generated code sees these as
 * environment bindings with their types.
 */
final class LuaPrelude {

	static final String TEXT = """
			-- Cadmus prelude: printing, safe wrappers and loop fuel shared by every generated program.
			local function show(v)
			  local kind = type(v)
			  if kind == "table" then
			    local parts = {}
			    if v[1] ~= nil then
			      for i = 1, #v do parts[i] = show(v[i]) end
			    else
			      local keys = {}
			      for k in pairs(v) do keys[#keys + 1] = k end
			      table.sort(keys)
			      for i, k in ipairs(keys) do parts[i] = k .. "=" .. show(v[k]) end
			    end
			    return "{" .. table.concat(parts, ",") .. "}"
			  elseif kind == "string" then
			    return '"' .. v .. '"'
			  elseif kind == "function" then
			    return "function"
			  end
			  return tostring(v)
			end
			local function emit(v) print(show(v)) end
			local str_upper, str_lower, str_reverse, str_len = string.upper, string.lower, string.reverse, string.len
			local math_abs, math_max, math_min, math_floor = math.abs, math.max, math.min, math.floor
			local function safe_div(a, b) if b == 0 then return a / 1 end return a / b end
			local function safe_mod(a, b) if b == 0 then return a end return a % b end
			local function at(t, i) local n = #t if n == 0 then return nil end return t[math.floor(i) % n + 1] end
			local fuel_used = 0
			local function fuel() fuel_used = fuel_used + 1 return fuel_used < 200 and fuel_used % 7 ~= 0 end
			local function fuel_out() fuel_used = fuel_used + 1 return fuel_used >= 200 or fuel_used % 7 == 0 end
			""";

	/** Lua 5.3+ only: floor division by zero is an error for integers. */
	static final String INTEGER_TEXT = """
			local function safe_idiv(a, b) if b == 0 then return a end return a // b end
			""";

	private LuaPrelude() {
	}

	static String text(LuaDialect dialect) {
		return dialect.hasIntegers() ? TEXT + INTEGER_TEXT : TEXT;
	}

	static List<Binding> environment(LuaTypes types) {
		var any = new TypeVariable();
		var element = new TypeVariable();
		var bindings = new java.util.ArrayList<Binding>(List.of(
				Binding.impure("emit", new FunctionType(List.of(any), OUTPUT), true),
				Binding.impure("fuel", new FunctionType(List.of(), WHILE_GUARD), false),
				Binding.impure("fuel_out", new FunctionType(List.of(), UNTIL_GUARD), false),
				Binding.polymorphic("at", new FunctionType(List.of(LuaTypes.array(element), types.anyNumber()), element)),
				Binding.polymorphic("ipairs", new FunctionType(List.of(LuaTypes.array(element)), LuaTypes.iterator(element))),
				Binding.of("str_upper", new FunctionType(List.of(STRING), STRING)),
				Binding.of("str_lower", new FunctionType(List.of(STRING), STRING)),
				Binding.of("str_reverse", new FunctionType(List.of(STRING), STRING)),
				Binding.of("str_len", new FunctionType(List.of(STRING), types.integer()))));
		// The library functions whose results are defined for every argument of their types.
		var t = types.anyNumber();
		bindings.add(Binding.polymorphic("math_abs", new FunctionType(List.of(t), t)));
		bindings.add(Binding.polymorphic("math_max", new FunctionType(List.of(t, t), t)));
		bindings.add(Binding.polymorphic("math_min", new FunctionType(List.of(t, t), t)));
		bindings.add(Binding.polymorphic("math_floor", new FunctionType(List.of(types.anyNumber()), types.integer())));
		var a = types.anyNumber();
		var b = types.anyNumber();
		var same = types.anyNumber();
		if (types.dialect.hasIntegers()) {
			bindings.add(Binding.polymorphic("safe_div", new FunctionType(List.of(a, b), LuaTypes.FLOAT)));
			bindings.add(Binding.of("safe_idiv", new FunctionType(List.of(LuaTypes.INTEGER, LuaTypes.INTEGER), LuaTypes.INTEGER)));
		} else {
			bindings.add(Binding.of("safe_div", new FunctionType(List.of(LuaTypes.NUMBER, LuaTypes.NUMBER), LuaTypes.NUMBER)));
		}
		bindings.add(Binding.polymorphic("safe_mod", new FunctionType(List.of(same, same), same)));
		return bindings;
	}
}
