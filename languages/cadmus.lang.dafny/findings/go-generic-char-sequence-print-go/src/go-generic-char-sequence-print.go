// Dafny program go-generic-char-sequence-print.dfy compiled into Go
package main

import (
  _dafny "dafny"
  _System "System_"
)
var _ _dafny.Dummy__
var _ _System.Dummy__

// Definition of class Default__
type Default__ struct {
  dummy byte
}

func New_Default___() *Default__ {
  _this := Default__{}

  return &_this
}

type CompanionStruct_Default___ struct {
}
var Companion_Default___ = CompanionStruct_Default___ {
}

func (_this *Default__) Equals(other *Default__) bool {
  return _this == other
}

func (_this *Default__) EqualsGeneric(x interface{}) bool {
  other, ok := x.(*Default__)
  return ok && _this.Equals(other)
}

func (*Default__) String() string {
  return "_module.Default__"
}

func Type_Default___() _dafny.Type {
  return type_Default___{}
}

type type_Default___ struct {
}

func (_this type_Default___) Default() interface{} {
  return (*Default__)(nil)
}

func (_this type_Default___) String() string {
  return "main.Default__"
}
func (_this *CompanionStruct_Default___) Put(s _dafny.Seq, i _dafny.Int, v interface{}) _dafny.Seq {
  if (((_dafny.Zero).Cmp(i) <= 0) && ((i).Cmp((s).Cardinality()) < 0)) {
    return (((s).SliceTo(i)).Concat(_dafny.SeqOf(v))).Concat((s).SliceFrom((i).Plus(_dafny.IntOfInt64(1))))
  } else  {
    return s
  }
}
func (_this *CompanionStruct_Default___) Main() {
  goto TAIL_CALL_START
  TAIL_CALL_START:
  var _24_s _dafny.Seq
  var _ = _24_s
  _24_s = _dafny.SeqOfString("a")
  _dafny.Print(Companion_Default___.Put(_24_s, _dafny.Zero, _dafny.Char('b')))
  _dafny.Print(_dafny.SeqOfString("\n"))
}
// End of class Default__
func main() {
  Companion_Default___.Main()
}
