package cadmus.lang.php;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.Observation;
import cadmus.api.types.BaseType;
import cadmus.api.types.FunctionType;
import cadmus.api.types.Type;
import cadmus.api.types.TypeVariable;
import cadmus.lang.php.php.Expression;
import cadmus.lang.php.php.PhpFactory;
import cadmus.lang.php.php.PhpPackage;

/**
 * Makes a program's top-level values observable: {@code emit($v);} for each variable, and {@code emit(f(...));}
 * for each function, called with literals for its parameters, so that what it computes is compared too.
 * Functions write nothing outside themselves, so these calls at the end change nothing else.
 */
final class PhpObservation implements Observation {

	private static final PhpFactory PHP = PhpFactory.eINSTANCE;

	@Override
	public EReference into() {
		return PhpPackage.Literals.BLOCK__STATEMENTS;
	}

	@Override
	public EObject observe(String name, Type type) {
		Expression observed;
		if (PhpTypes.is(type, "class") || PhpTypes.is(type, "interface")) {
			return null;
		}
		if (type instanceof FunctionType function) {
			var arguments = new ArrayList<Expression>();
			for (Type parameter : function.parameters()) {
				var literal = literal(parameter);
				if (literal == null) {
					return null;
				}
				arguments.add(literal);
			}
			observed = call(name(name), arguments);
		} else {
			var variable = PHP.createVariable();
			variable.setName(name);
			observed = variable;
		}
		var statement = PHP.createExpressionStatement();
		statement.setExpression(call(name("emit"), List.of(observed)));
		return statement;
	}

	/** A literal of the type, or null for one no literal has. */
	private Expression literal(Type type) {
		if (type instanceof TypeVariable v) {
			return v.choices() == null ? integer("0")
					: literal(v.choices().stream().min(Comparator.comparing(BaseType::name)).orElseThrow());
		}
		if (PhpTypes.INT.equals(type)) {
			return integer("3");
		}
		if (PhpTypes.FLOAT.equals(type)) {
			var f = PHP.createFloatLiteral();
			f.setValue("1.5");
			return f;
		}
		if (PhpTypes.STRING.equals(type)) {
			var s = PHP.createStringLiteral();
			s.setValue("'ab'");
			return s;
		}
		if (PhpTypes.BOOL.equals(type)) {
			return PHP.createTrueLiteral();
		}
		if (PhpTypes.is(type, "nullable")) {
			return literal(PhpTypes.argument(type));
		}
		if (PhpTypes.is(type, "map")) {
			var value = literal(PhpTypes.argument(type));
			if (value == null) {
				return null;
			}
			var key = PHP.createStringLiteral();
			key.setValue("'a'");
			var item = PHP.createArrayItem();
			item.setKey(key);
			item.setValue(value);
			var array = PHP.createArrayLiteral();
			array.getItems().add(item);
			return array;
		}
		if (PhpTypes.is(type, "list")) {
			var element = literal(PhpTypes.argument(type));
			if (element == null) {
				return null;
			}
			var item = PHP.createArrayItem();
			item.setValue(element);
			var array = PHP.createArrayLiteral();
			array.getItems().add(item);
			return array;
		}
		return null;
	}

	private static Expression integer(String value) {
		var i = PHP.createIntLiteral();
		i.setValue(value);
		return i;
	}

	private static Expression name(String name) {
		var n = PHP.createName();
		n.setName(name);
		return n;
	}

	private static Expression call(Expression target, List<Expression> values) {
		var call = PHP.createCall();
		call.setTarget(target);
		for (var value : values) {
			var argument = PHP.createArgument();
			argument.setValue(value);
			call.getArguments().add(argument);
		}
		return call;
	}
}
