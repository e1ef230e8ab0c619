<?php
// cadmus-finding: impl=php.quercus version=4.0.66 outcome=CRASH error="ClassesModule.get_object_vars" expect="array(0) {\n}" ref=php.plain tracker=new
// Quercus 4.0.66: get_object_vars() of an ArrayObject throws java.lang.NullPointerException out of the engine
// (ClassesModule.get_object_vars: ObjectValue.entrySet() is null), a crash instead of PHP's result: an
// ArrayObject has no properties of its own, so the result is an empty array.
// Quercus: Exception in thread "main" java.lang.NullPointerException; php8.2 (and PHP 5): array(0) {}.
// Found while profiling Quercus (the observation function prints objects through get_object_vars), not by a
// generated program: the rules make no ArrayObject.
var_dump(get_object_vars(new ArrayObject()));
