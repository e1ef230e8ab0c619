-- methods, colon calls, string methods, call sugar
local Account = {}
Account.__index = Account
function Account.new(balance) return setmetatable({ balance = balance }, Account) end
function Account:deposit(v) self.balance = self.balance + v; return self end
local acc = Account.new(100):deposit(50)
print(acc.balance)
print(("hello"):upper(), string.rep("ab", 3, "-"))
print(string.format("%5.2f|%d|%s", 3.14159, 42, "x"))
local function id(x) return x end
print(id"sugar", #id{1, 2, 3})
print(type(print), type(nil), type({}), type("s"), type(2))
