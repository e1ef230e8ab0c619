class A {
	constructor(x) {
		this.x = x;
	}
	get twice() {
		return this.x * 2;
	}
}
class B extends A {
	constructor(x) {
		super(x + 1);
	}
	get twice() {
		return super.twice + 1;
	}
}
let o = {
	m() {
		return super.toString === Object.prototype.toString;
	}
};
print(new B(1).twice, o.m());
