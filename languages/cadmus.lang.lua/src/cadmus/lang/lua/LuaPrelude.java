package cadmus.lang.lua;

import static cadmus.lang.lua.LuaTypes.OUTPUT;
import static cadmus.lang.lua.LuaTypes.STRING;
import static cadmus.lang.lua.LuaTypes.UNTIL_GUARD;
import static cadmus.lang.lua.LuaTypes.WHILE_GUARD;

import java.util.List;
import java.util.regex.Pattern;

import cadmus.api.Binding;
import cadmus.api.PreludeDefinition;
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

	private static final String HEADER =
			"-- Cadmus prelude: printing, safe wrappers and loop fuel shared by every generated program.\n";

	/** Lua 5.3+: every implementation compared is C Lua, so tostring already prints numbers alike. */
	static final String NATIVE_NUMBER_TEXT = """
			local show_number = tostring
			""";

	/**
	 * Lua 5.1: LuaJ's tostring and %g differ from C Lua's and LuaJIT's %.14g (6.857143 for 48/7, 6.0 for a
	 * float literal, 0 for -0, 1.0E15), and C prints nan as nan or -nan. Numbers are therefore printed from
	 * digits computed by IEEE arithmetic, which all three round alike: integral values below 1e15 in full,
	 * others with 14 significant digits, correctly rounded (except at extreme exponents) and laid out like
	 * C's %.14g. LuaJ's %d is 32-bit, so it gets at most 8 digits at a time.
	 */
	static final String CANONICAL_NUMBER_TEXT = """
			local show_number
			do
			  local floor, format, sub, rep, huge = math.floor, string.format, string.sub, string.rep, math.huge
			  local pow10 = {[0] = 1}
			  for i = 1, 22 do pow10[i] = pow10[i - 1] * 10 end
			  local big = pow10[22]
			  -- x * y - p exactly, for p the rounded x * y (Dekker's product)
			  local function product_error(x, y, p)
			    local c = 134217729 * x
			    local xh = c - (c - x)
			    local xl = x - xh
			    c = 134217729 * y
			    local yh = c - (c - y)
			    local yl = y - yh
			    return xl * yl - (((p - xh * yh) - xl * yh) - xh * yl)
			  end
			  -- a * 10^d rounded, and a number with the sign of its rounding error (exact for |d| <= 22)
			  local function scale(a, d)
			    while d > 22 do a = a * big d = d - 22 end
			    while d < -22 do a = a / big d = d + 22 end
			    if d >= 0 then
			      local r = a * pow10[d]
			      return r, product_error(a, pow10[d], r)
			    end
			    local r = a / pow10[-d]
			    local p = r * pow10[-d]
			    return r, (a - p) - product_error(r, pow10[-d], p)
			  end
			  -- a * 10^d to the nearest integer, ties to even as C's printf does
			  local function round(a, d)
			    local r, err = scale(a, d)
			    local n = floor(r + 0.5)
			    if n - r == 0.5 and (err < 0 or err == 0 and n % 2 == 1) then n = n - 1 end
			    return n
			  end
			  -- an integral 0 <= n < 1e15 in decimal, %d taking at most 8 digits (LuaJ's %d is 32-bit)
			  local function digits(n)
			    if n < 1e8 then return format("%d", n) end
			    local high = floor(n / 1e8)
			    return format("%d%08d", high, n - high * 1e8)
			  end
			  show_number = function(x)
			    if x ~= x then return "nan" end
			    local sign, a = "", x
			    if x < 0 then sign, a = "-", -x end
			    if a == huge then return sign .. "inf" end
			    if a < 1e15 and floor(a) == a then
			      if a == 0 then return "0" end
			      return sign .. digits(a)
			    end
			    -- 14 significant digits n, 1e13 <= n < 1e14, with a ~ n * 10^(e - 13)
			    local e, m = 0, a
			    while m >= big do m = m / big e = e + 22 end
			    while m < 1 do m = m * big e = e - 22 end
			    local i = 0
			    while i < 21 and m >= pow10[i + 1] do i = i + 1 end
			    e = e + i
			    local n = round(a, 13 - e)
			    if n < 1e13 then e = e - 1 n = round(a, 13 - e) end
			    if n >= 1e14 then e = e + 1 n = round(a, 13 - e) end
			    local len = 14
			    while n % 10 == 0 do n = n / 10 len = len - 1 end
			    local s = digits(n)
			    -- laid out like C's %.14g
			    if e < -4 or e >= 14 then
			      local mantissa = sub(s, 1, 1)
			      if len > 1 then mantissa = mantissa .. "." .. sub(s, 2) end
			      local esign = "+"
			      if e < 0 then esign, e = "-", -e end
			      if e < 10 then esign = esign .. "0" end
			      return sign .. mantissa .. "e" .. esign .. digits(e)
			    elseif e < 0 then
			      return sign .. "0." .. rep("0", -e - 1) .. s
			    elseif len <= e + 1 then
			      return sign .. s .. rep("0", e + 1 - len)
			    end
			    return sign .. sub(s, 1, e + 1) .. "." .. sub(s, e + 2)
			  end
			end
			""";

	/*
	 * rec guards every recursive call the rules write: at most 4 deep, and at most 64 guarded calls per program.
	 * Depth alone does not bound one: a guarded call that returns a function that recurses again, called after
	 * the guard unwound, starts over at the same depth (found as a stack overflow on every engine).
	 */
	static final String TEXT = """
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
			  elseif kind == "number" then
			    return show_number(v)
			  end
			  return tostring(v)
			end
			local function emit(v) print(show(v)) end
			local str_upper, str_lower, str_reverse, str_len = string.upper, string.lower, string.reverse, string.len
			local math_abs, math_max, math_min, math_floor = math.abs, math.max, math.min, math.floor
			local function fmt_pair(a, b) return string.format("%s=%s", a, b) end
			local function fmt_wrap(s) return string.format("<%s>", s) end
			local function safe_div(a, b) if b == 0 then return a / 1 end return a / b end
			local function safe_mod(a, b) if b == 0 then return a end return a % b end
			local function at(t, i) local n = #t if n == 0 then return nil end return t[math.floor(i) % n + 1] end
			local fuel_used = 0
			local function fuel() fuel_used = fuel_used + 1 return fuel_used < 200 and fuel_used % 7 ~= 0 end
			local function fuel_out() fuel_used = fuel_used + 1 return fuel_used >= 200 or fuel_used % 7 == 0 end
			local rec_depth, rec_calls = 0, 0
			local function rec(f, fallback, ...)
			  if rec_depth >= 4 or rec_calls >= 64 then return fallback end
			  rec_depth, rec_calls = rec_depth + 1, rec_calls + 1
			  local result = f(...)
			  rec_depth = rec_depth - 1
			  return result
			end
			""";

	/**
	 * Lua 5.3+ only: floor division by zero is an error for integers; formats with widths, precisions and
	 * number conversions (every implementation of the dialect is C Lua, whose string.format is C's; LuaJ's
	 * ignores widths and precisions and its %d is 32-bit, so the 5.1 dialect formats strings with %s only).
	 */
	static final String INTEGER_TEXT = """
			local function safe_idiv(a, b) if b == 0 then return a end return a // b end
			local function fmt_pad(s) return string.format("[%6s|%-4s]", s, s) end
			local function fmt_cut(s) return string.format("%.3s", s) end
			local function fmt_int(i) return string.format("%5d|%x|%+d", i, i, i) end
			local function fmt_num(x) return string.format("%.3f|%g|%10.4e", x, x, x) end
			""";

	private LuaPrelude() {
	}

	static String text(LuaDialect dialect) {
		return dialect.hasIntegers()
				? HEADER + NATIVE_NUMBER_TEXT + TEXT + INTEGER_TEXT
				: HEADER + CANONICAL_NUMBER_TEXT + TEXT;
	}

	/**
	 * Its definitions: each starts at an unindented line that declares locals (a function, variables, the number
	 * printer whose do-block follows).
	 */
	static List<PreludeDefinition> definitions(LuaDialect dialect) {
		return PreludeDefinition.split(text(dialect), DEFINITION);
	}

	private static final Pattern DEFINITION = Pattern.compile("local (?:function (\\w+)|([\\w, ]+?)(?: =|\n))");

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
				Binding.of("str_len", new FunctionType(List.of(STRING), types.integer())),
				Binding.of("fmt_pair", new FunctionType(List.of(STRING, STRING), STRING)),
				Binding.of("fmt_wrap", new FunctionType(List.of(STRING), STRING))));
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
			bindings.add(Binding.of("fmt_pad", new FunctionType(List.of(STRING), STRING)));
			bindings.add(Binding.of("fmt_cut", new FunctionType(List.of(STRING), STRING)));
			bindings.add(Binding.of("fmt_int", new FunctionType(List.of(LuaTypes.INTEGER), STRING)));
			bindings.add(Binding.polymorphic("fmt_num", new FunctionType(List.of(types.anyNumber()), STRING)));
		} else {
			bindings.add(Binding.of("safe_div", new FunctionType(List.of(LuaTypes.NUMBER, LuaTypes.NUMBER), LuaTypes.NUMBER)));
		}
		bindings.add(Binding.polymorphic("safe_mod", new FunctionType(List.of(same, same), same)));
		return bindings;
	}
}
