package cadmus.lang.php;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.CallingObservation;
import cadmus.api.types.ContainerType;
import cadmus.api.types.Type;
import cadmus.lang.php.php.Expression;
import cadmus.lang.php.php.PhpFactory;
import cadmus.lang.php.php.PhpPackage;

/**
 * Makes a program's top-level values observable: {@code emit($v);} for each variable, and {@code emit(f(...));}
 * for each function, called with literals for its parameters, so that what it computes is compared too.
 * Functions write nothing outside themselves, so these calls at the end change nothing else.
 */
final class PhpObservation extends CallingObservation<Expression> {

	private static final PhpFactory PHP = PhpFactory.eINSTANCE;

	@Override
	public EReference into() {
		return PhpPackage.Literals.BLOCK__STATEMENTS;
	}

	/** Classes and interfaces are no values; a function with a parameter no literal has is not observed. */
	@Override
	public EObject observe(String name, Type type) {
		return ContainerType.is(type, "class") || ContainerType.is(type, "interface") ? null : super.observe(name, type);
	}

	@Override
	protected Expression value(String name, Type type) {
		var variable = PHP.createVariable();
		variable.setName(name);
		return variable;
	}

	@Override
	protected Expression uncalled(String name) {
		return null;
	}

	@Override
	protected EObject output(Expression value) {
		var statement = PHP.createExpressionStatement();
		statement.setExpression(call(name("emit"), List.of(value)));
		return statement;
	}

	@Override
	protected Expression anyLiteral() {
		return integer("0");
	}

	/** A literal of the type, or null for one no literal has. */
	@Override
	protected Expression literal(Type type) {
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
		if (ContainerType.is(type, "nullable")) {
			return literalOf(ContainerType.argument(type));
		}
		if (ContainerType.is(type, "map")) {
			var value = literalOf(ContainerType.argument(type));
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
		if (ContainerType.is(type, "list")) {
			var element = literalOf(ContainerType.argument(type));
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

	@Override
	protected Expression name(String name) {
		var n = PHP.createName();
		n.setName(name);
		return n;
	}

	@Override
	protected Expression call(Expression target, List<Expression> values) {
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
