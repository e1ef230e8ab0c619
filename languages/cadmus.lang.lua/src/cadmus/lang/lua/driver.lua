-- Cadmus persistent Lua driver: one interpreter process runs many programs, one after another.
--
-- Why: generated programs are small and run in milliseconds, so starting a fresh interpreter process per
-- program (fork, exec, dynamic linking, opening the libraries) costs more than running the program. This
-- script keeps one process and runs every program it is sent in a fresh environment of its own.
--
-- Protocol (that of cadmus.exec.worker.Frames; integers are 4-byte big-endian and signed):
--   string frame  = length, then that many bytes (UTF-8 text, passed through as bytes)
--   on start      : one string frame, the engine version ("Lua 5.4", "LuaJIT 2.1.0-beta3")
--   request       : one string frame, the program text
--   reply         : the marker 0x0CAD3115 (bytes 0C AD 31 15), then four string frames:
--                   outcome   OK | RUNTIME_ERROR | SYNTAX_ERROR | OUT_OF_MEMORY
--                   errorKind always empty: the Java side derives the kind from stderr
--                   stdout    what the program printed (print, io.write, io.stdout:write), at most 1 MiB
--                   stderr    what it wrote to io.stderr, then the compiler's or the error's message
--                             (tostring of a non-string error value); "exit status N" for os.exit(N ~= 0)
--                             when it wrote nothing to io.stderr
--   End of input at a frame boundary ends the driver with status 0; a truncated or corrupt frame ends it
--   with status 2, an error of the driver itself (not of a program) with status 1, each with a message on
--   stderr.
--
-- Isolation: each program gets a new global table holding the standard functions and SHALLOW COPIES of
-- the libraries, so assignments to globals or library fields do not reach the next program. print, io
-- and os.exit are replaced by versions that capture output (the real stdout carries only the protocol);
-- io.stdin is at end of input, and os.execute and io.popen children get neither stdin nor stdout.
-- After each program the shared state a program can reach anyway is put back: the string metatable, the
-- random generator's seed, the collector's settings and the locale; then the garbage is collected.
-- Left out of the environment: dofile, loadfile, require, module, package, debug, jit, getfenv, setfenv
-- (they reach files, stdin, the driver's own globals or process-wide state).
--
-- The same file runs unchanged on Lua 5.1, 5.3, 5.4 and LuaJIT 2.1 (5.2 untested), so it uses only what
-- all of them parse: no integer division, no bitwise operators, no goto.

local real_stdin, real_stdout, real_stderr = io.stdin, io.stdout, io.stderr
local byte, char, sub, find, match, gsub, format =
	string.byte, string.char, string.sub, string.find, string.match, string.gsub, string.format
local concat = table.concat
local floor = math.floor
local math_type = math.type
local type, tostring, tonumber, select, pcall, xpcall, error, next, pairs =
	type, tostring, tonumber, select, pcall, xpcall, error, next, pairs
local setmetatable, getmetatable, rawget, rawset = setmetatable, getmetatable, rawget, rawset
local collectgarbage = collectgarbage
local load, loadstring, setfenv = load, loadstring, setfenv
local os_exit, os_setlocale, os_execute = os.exit, os.setlocale, os.execute
local io_open, io_popen, io_type, io_lines, io_close = io.open, io.popen, io.type, io.lines, io.close
local randomseed = math.randomseed
local traceback = debug and debug.traceback
local unpack = rawget(_G, "unpack") or table.unpack
-- The file methods, held here: a program can reach the shared FILE* metatable through io.open.
local file_read, file_write, file_flush, file_setvbuf =
	real_stdout.read, real_stdout.write, real_stdout.flush, real_stdout.setvbuf

local MARKER = "\12\173\49\21" -- 0x0CAD3115
local OUTPUT_CAP = 1048576 -- bytes kept of stdout, and of stderr, per program
local MAX_FRAME = 64 * 1048576 -- as Frames.MAX_FRAME

local major, minor = match(_VERSION, "(%d+)%.(%d+)")
local VERSION = tonumber(major) * 100 + tonumber(minor) -- 501, 502, 503, 504
local JIT = rawget(_G, "jit")
local IS_LUAJIT = type(JIT) == "table"
local IS_PUC51 = VERSION == 501 and not IS_LUAJIT
local USES_SETFENV = setfenv ~= nil and VERSION == 501
-- Lua 5.1-5.3 and LuaJIT's print call the global tostring found at call time; 5.4's converts directly.
local PRINT_CALLS_TOSTRING = VERSION < 504

-- Driver failures: a message on stderr and a non-zero exit, never silence.
local function die(status, message)
	file_write(real_stderr, "cadmus lua driver: ", message, "\n")
	file_flush(real_stderr)
	os_exit(status)
end

-- Shared state put back after every program ---------------------------------------------------------

local STRING_MT = getmetatable("")
local STRING_MT_SAVED = {}
for k, v in pairs(STRING_MT) do STRING_MT_SAVED[k] = v end

local GC_PAUSE = collectgarbage("setpause", 200)
collectgarbage("setpause", GC_PAUSE)
local GC_STEPMUL = collectgarbage("setstepmul", 200)
collectgarbage("setstepmul", GC_STEPMUL)
local GC_MODE -- Lua 5.4: lua.c starts the collector in generational mode
if VERSION >= 504 then
	GC_MODE = collectgarbage("incremental")
	collectgarbage(GC_MODE)
end

local LOCALE = os_setlocale()

local function reseed()
	-- As a fresh process starts: C's rand() unseeded is srand(1) (5.1); LuaJIT seeds its generator with 0;
	-- 5.3's randomseed discards one value, so its sequence is one step ahead of a fresh process's; 5.4
	-- seeds randomly at start and so does randomseed().
	if IS_LUAJIT then
		randomseed(0)
	elseif VERSION >= 504 then
		randomseed()
	else
		randomseed(1)
	end
end

local function restore_shared_state()
	if getmetatable(STRING_MT) ~= nil then pcall(setmetatable, STRING_MT, nil) end
	for k in next, STRING_MT do rawset(STRING_MT, k, nil) end
	for k, v in next, STRING_MT_SAVED do rawset(STRING_MT, k, v) end
	if GC_MODE then collectgarbage(GC_MODE) end
	collectgarbage("setpause", GC_PAUSE)
	collectgarbage("setstepmul", GC_STEPMUL)
	collectgarbage("restart")
	if os_setlocale() ~= LOCALE then os_setlocale(LOCALE) end
end

-- Output capture ------------------------------------------------------------------------------------

-- A capped byte sink: add(s) keeps s while the total stays within cap; pieces are joined 512 at a time,
-- so a program printing many small strings does not leave a huge table. close() drops later output.
local function new_sink(cap)
	local chunks, nchunks = {}, 0
	local pieces, npieces = {}, 0
	local size = 0
	local function add(s)
		if size >= cap then return end
		local room = cap - size
		if #s > room then s = sub(s, 1, room) end
		size = size + #s
		npieces = npieces + 1
		pieces[npieces] = s
		if npieces >= 512 then
			nchunks = nchunks + 1
			chunks[nchunks] = concat(pieces, "", 1, npieces)
			npieces = 0
		end
	end
	local function result()
		if npieces > 0 then
			nchunks = nchunks + 1
			chunks[nchunks] = concat(pieces, "", 1, npieces)
			npieces = 0
		end
		return concat(chunks, "", 1, nchunks)
	end
	local function close()
		size = cap
	end
	return add, result, close
end

-- tostring of a table or userdata as print does it. 5.3+'s tostring raises "'__tostring' must return a
-- string" at print's caller (5.4, whose print converts itself) or without position (5.3, where the
-- error is raised inside tostring called by print).
local TOSTRING_LEVEL = VERSION >= 504 and 3 or 0
local function tostring_for_print(v)
	local ok, s = pcall(tostring, v)
	if ok then return s end
	if s == "'__tostring' must return a string" then error(s, TOSTRING_LEVEL) end
	error(s, 0)
end

local function make_print(env, add)
	return function(...)
		local n = select("#", ...)
		local ts = tostring
		if PRINT_CALLS_TOSTRING then
			ts = env.tostring
			if ts == nil then error("attempt to call a nil value", 0) end
		end
		for i = 1, n do
			local v = (select(i, ...))
			local s
			if ts == tostring then
				local tv = type(v)
				if tv == "string" then
					s = v
				elseif tv == "table" or tv == "userdata" then
					s = tostring_for_print(v)
				else
					s = tostring(v)
				end
			else
				s = ts(v)
			end
			if type(s) ~= "string" then
				if type(s) == "number" then
					s = tostring(s)
				else
					error("'tostring' must return a string to 'print'", 2)
				end
			end
			if IS_PUC51 then -- its print writes with fputs, which stops at a zero byte
				local zero = find(s, "\0", 1, true)
				if zero then s = sub(s, 1, zero - 1) end
			end
			if i > 1 then add("\t") end
			add(s)
		end
		add("\n")
	end
end

-- The values of io.write / file:write: strings as they are, numbers as C's io library formats them.
local function write_values(add, ...)
	for i = 1, select("#", ...) do
		local v = (select(i, ...))
		local tv = type(v)
		if tv == "string" then
			add(v)
		elseif tv == "number" then
			if math_type and math_type(v) == "integer" then
				add(format("%d", v))
			else
				add(format("%.14g", v))
			end
		else
			error(format("bad argument #%d to 'write' (string expected, got %s)", i, tv), 3)
		end
	end
end

local function is_read_all(f)
	return type(f) == "string" and (f == "a" or f == "*a" or sub(f, 1, 2) == "*a" or sub(f, 1, 1) == "a")
end

-- A standard stream as a table: stdout and stderr write to sinks, stdin is at end of input.
local function new_std_file(add, real)
	local file = {}
	local function check(self, name)
		if self ~= file then
			error(format("bad argument #1 to '%s' (FILE* expected, got %s)", name, type(self)), 3)
		end
	end
	local methods = {}
	function methods.write(self, ...)
		check(self, "write")
		if not add then return nil, "Bad file descriptor", 9 end
		write_values(add, ...)
		return self
	end
	function methods.read(self, ...)
		check(self, "read")
		if add then return nil, "Bad file descriptor", 9 end
		local n = select("#", ...)
		if n == 0 then return nil end
		local results = {}
		for i = 1, n do
			if not is_read_all((select(i, ...))) then return unpack(results, 1, i) end
			results[i] = ""
		end
		return unpack(results, 1, n)
	end
	function methods.lines(self)
		check(self, "lines")
		return function() return nil end
	end
	function methods.flush(self)
		check(self, "flush")
		return true
	end
	function methods.setvbuf(self)
		check(self, "setvbuf")
		return true
	end
	function methods.seek(self)
		check(self, "seek")
		return nil, "Illegal seek", 29
	end
	function methods.close(self)
		check(self, "close")
		return nil, "cannot close standard file"
	end
	local text = tostring(real)
	setmetatable(file, { __index = methods, __tostring = function() return text end })
	return file
end

local IO_VALUES = {}
for k, v in pairs(io) do IO_VALUES[k] = v end

local function new_io(env_out, env_err)
	local copy = {}
	for k, v in next, IO_VALUES do copy[k] = v end
	local stdin = new_std_file(nil, real_stdin)
	local stdout = new_std_file(env_out, real_stdout)
	local stderr = new_std_file(env_err, real_stderr)
	local proxies = { [stdin] = true, [stdout] = true, [stderr] = true }
	local input, output = stdin, stdout
	copy.stdin, copy.stdout, copy.stderr = stdin, stdout, stderr
	function copy.type(f)
		if proxies[f] then return "file" end
		return io_type(f)
	end
	function copy.write(...)
		if output == stdout then
			write_values(env_out, ...)
			return stdout
		end
		return output:write(...)
	end
	function copy.read(...)
		return input:read(...)
	end
	function copy.lines(name, ...)
		if name == nil then return input:lines(...) end
		return io_lines(name, ...)
	end
	function copy.input(f)
		if f == nil then return input end
		if type(f) == "string" then
			local opened, message = io_open(f, "r")
			if not opened then error(message, 2) end
			f = opened
		end
		input = f
		return f
	end
	function copy.output(f)
		if f == nil then return output end
		if type(f) == "string" then
			local opened, message = io_open(f, "w")
			if not opened then error(message, 2) end
			f = opened
		end
		output = f
		return f
	end
	function copy.close(f)
		if f == nil then f = output end
		if proxies[f] then return f:close() end
		return io_close(f)
	end
	-- A child process must neither read the requests nor write into the replies.
	function copy.popen(command, mode, ...)
		if type(command) == "string" then
			if type(mode) == "string" and find(mode, "w", 1, true) then
				command = "{ " .. command .. "\n} 1>&2"
			else
				command = "{ " .. command .. "\n} </dev/null"
			end
		end
		return io_popen(command, mode, ...)
	end
	return copy
end

-- Environments --------------------------------------------------------------------------------------

local BASE = {
	"assert", "collectgarbage", "error", "gcinfo", "getmetatable", "ipairs", "newproxy", "next", "pairs",
	"pcall", "rawequal", "rawget", "rawlen", "rawset", "select", "setmetatable", "tonumber", "tostring",
	"type", "unpack", "xpcall", "_VERSION",
}
local LIBRARIES = { "string", "table", "math", "coroutine", "utf8", "bit32", "bit" }
local BASE_VALUES, LIBRARY_VALUES = {}, {}
for _, name in pairs(BASE) do BASE_VALUES[name] = rawget(_G, name) end
for _, name in pairs(LIBRARIES) do
	local lib = rawget(_G, name)
	if type(lib) == "table" then
		local saved = {}
		for k, v in pairs(lib) do saved[k] = v end
		LIBRARY_VALUES[name] = saved
	end
end
local OS_VALUES = {}
for k, v in pairs(os) do OS_VALUES[k] = v end

local function shallow_copy(t)
	local c = {}
	for k, v in next, t do c[k] = v end
	return c
end

local EXIT = {} -- raised by os.exit inside a program

-- Raises the error of a loader called through pcall at the program's line, named as called directly.
local function raise_loader_error(name, message)
	if type(message) == "string" then
		error((gsub(message, "^(bad argument #%d+ to )'[^']*'", "%1'" .. name .. "'")), 3)
	end
	error(message, 0)
end

-- A fresh global table for one program; state.exit is set when it calls os.exit.
local function new_env(out_add, out_close, err_add, err_close, state)
	local env = {}
	for name, v in pairs(BASE_VALUES) do env[name] = v end
	for name, lib in pairs(LIBRARY_VALUES) do env[name] = shallow_copy(lib) end
	env._G = env
	env.print = make_print(env, out_add)
	env.io = new_io(out_add, err_add)

	local os_copy = shallow_copy(OS_VALUES)
	function os_copy.exit(code)
		local status
		if code == nil or code == true then
			status = 0
		elseif code == false then
			status = 1
		else
			status = floor(tonumber(code) or 0) % 256
		end
		state.exit = status
		out_close()
		err_close()
		error(EXIT, 0)
	end
	function os_copy.execute(command, ...)
		if type(command) == "string" then command = "{ " .. command .. "\n} </dev/null 1>&2" end
		return os_execute(command, ...)
	end
	env.os = os_copy

	if USES_SETFENV then
		-- Chunks loaded at run time get the thread's globals: give them this environment instead.
		if loadstring then
			env.loadstring = function(...)
				local ok, f, message = pcall(loadstring, ...)
				if not ok then raise_loader_error("loadstring", f) end
				if f then setfenv(f, env) end
				return f, message
			end
		end
		env.load = function(...)
			local e = select(4, ...)
			local ok, f, message = pcall(load, ...)
			if not ok then raise_loader_error("load", f) end
			if f then setfenv(f, e == nil and env or e) end
			return f, message
		end
	else
		env.load = function(...)
			local n = select("#", ...)
			local chunk, name, mode, e = ...
			if n < 4 then e = env end
			local ok, f, message = pcall(load, chunk, name, mode, e)
			if not ok then raise_loader_error("load", f) end
			return f, message
		end
	end

	if VERSION >= 504 then
		-- lua.c's warnings: off until "@on", then "Lua warning: ..." on stderr
		local on = false
		env.warn = function(...)
			local n = select("#", ...)
			local parts = { ... }
			for i = 1, n do
				if type(parts[i]) ~= "string" then
					error(format("bad argument #%d to 'warn' (string expected, got %s)", i,
						parts[i] == nil and "no value" or type(parts[i])), 2)
				end
			end
			if n == 0 then error("bad argument #1 to 'warn' (string expected, got no value)", 2) end
			local message = concat(parts, "", 1, n)
			if n == 1 and sub(message, 1, 1) == "@" then
				if message == "@on" then on = true elseif message == "@off" then on = false end
			elseif on then
				err_add("Lua warning: " .. message .. "\n")
			end
		end
	end
	return env
end

-- Running one program -------------------------------------------------------------------------------

local function compile(text, env)
	-- As the interpreter's loadfile does: skip a UTF-8 byte-order mark (5.2+, LuaJIT) and a first line
	-- starting with # (commented out, so line numbers stay).
	if not IS_PUC51 and sub(text, 1, 3) == "\239\187\191" then text = sub(text, 4) end
	if sub(text, 1, 1) == "#" then text = "--" .. text end
	if USES_SETFENV then
		local chunk, message = loadstring(text, "=program")
		if chunk then setfenv(chunk, env) end
		return chunk, message
	end
	return load(text, "=program", "t", env)
end

-- The text of an error value: strings as they are, others through tostring when it gives a string.
local function message_of(value)
	if type(value) == "string" then return value end
	local ok, s = pcall(tostring, value)
	if ok and type(s) == "string" then return s end
	return "(error object is a " .. type(value) .. " value)"
end

local function classify(message, otherwise)
	if find(message, "not enough memory", 1, true) then return "OUT_OF_MEMORY" end
	return otherwise
end

local function collect()
	-- A program's finalizers run here; under 5.1 their errors would come out of collectgarbage.
	local ok = pcall(collectgarbage, "collect")
	if not ok then pcall(collectgarbage, "collect") end
end

-- Returns outcome, stdout, stderr.
local function run(text)
	local out_add, out_result, out_close = new_sink(OUTPUT_CAP)
	local err_add, err_result, err_close = new_sink(OUTPUT_CAP)
	local state = {}
	local env = new_env(out_add, out_close, err_add, err_close, state)
	local chunk, message = compile(text, env)
	if not chunk then
		env = nil
		collect()
		local m = message_of(message)
		err_add(m)
		return classify(m, "SYNTAX_ERROR"), out_result(), err_result()
	end
	reseed()
	STRING_MT.__index = env.string -- ("x"):f() finds what the program put into its string table
	local ok, err = pcall(chunk)
	chunk, env = nil, nil
	restore_shared_state()
	-- Give the program's memory back before anything else: under 5.1 a failed allocation does not collect.
	collect()
	if not ok and err ~= EXIT and state.exit == nil then
		local m = message_of(err)
		err = nil
		err_add(m)
		return classify(m, "RUNTIME_ERROR"), out_result(), err_result()
	end
	err = nil
	if state.exit ~= nil and state.exit ~= 0 then
		local stderr = err_result()
		if stderr == "" then stderr = "exit status " .. state.exit end
		return "RUNTIME_ERROR", out_result(), stderr
	end
	return "OK", out_result(), err_result()
end

-- The protocol --------------------------------------------------------------------------------------

local function length_header(n)
	return char(floor(n / 16777216) % 256, floor(n / 65536) % 256, floor(n / 256) % 256, n % 256)
end

local function write_all(...)
	local ok, message = file_write(real_stdout, ...)
	if not ok then die(1, "cannot write to stdout: " .. tostring(message)) end
end

local function write_string(s)
	write_all(length_header(#s), s)
end

local function flush()
	local ok, message = file_flush(real_stdout)
	if not ok then die(1, "cannot flush stdout: " .. tostring(message)) end
end

-- The next request, or nil at the end of input.
local function read_request()
	local header = file_read(real_stdin, 4)
	if header == nil then return nil end
	if #header < 4 then die(2, format("truncated frame: %d of 4 length bytes", #header)) end
	local b1, b2, b3, b4 = byte(header, 1, 4)
	if b1 >= 128 then die(2, "corrupt frame: negative length") end
	local length = ((b1 * 256 + b2) * 256 + b3) * 256 + b4
	if length > MAX_FRAME then die(2, "corrupt frame: length " .. length) end
	if length == 0 then return "" end -- reading 0 bytes would wait for the next request
	local body = file_read(real_stdin, length)
	local got = body and #body or 0
	if got < length then die(2, format("truncated frame: %d of %d bytes", got, length)) end
	return body
end

local function main()
	file_setvbuf(real_stdout, "full")
	write_string(IS_LUAJIT and JIT.version or _VERSION)
	flush()
	while true do
		local text = read_request()
		if text == nil then return end
		local outcome, stdout, stderr = run(text)
		text = nil
		write_all(MARKER)
		write_string(outcome)
		write_string("")
		write_string(stdout)
		write_string(stderr)
		flush()
	end
end

local ok, message = xpcall(main, function(m)
	local text = message_of(m)
	if traceback then text = traceback(text, 2) end
	return text
end)
if not ok then die(1, "internal error: " .. tostring(message)) end
