-- Lua 5.3+ integer operators: floor division and bitwise operators (syntax errors in 5.1)
print(7 // 2, 7.0 // 2, 3 & 5, 3 | 5, 3 ~ 5, ~0, 1 << 4, 256 >> 4)
print(math.type(1), math.type(1.0), 0x10, 1e3)
