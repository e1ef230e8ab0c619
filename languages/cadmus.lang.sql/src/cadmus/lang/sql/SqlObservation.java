package cadmus.lang.sql;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import cadmus.api.Observation;
import cadmus.api.types.ContainerType;
import cadmus.api.types.Type;
import cadmus.lang.sql.sql.SqlFactory;
import cadmus.lang.sql.sql.SqlPackage;

/**
 * Makes the final database state observable: a script ends with {@code SELECT * FROM t} for every table and
 * view it made, so engines are compared on what the statements did to the data, not only on the queries.
 */
final class SqlObservation implements Observation {

	@Override
	public EReference into() {
		return SqlPackage.Literals.SCRIPT__STATEMENTS;
	}

	@Override
	public EObject observe(String name, Type type) {
		if (!(type instanceof ContainerType c && c.kind().equals("table"))) {
			return null;
		}
		var factory = SqlFactory.eINSTANCE;
		var select = factory.createSelect();
		select.getItems().add(factory.createAllColumns());
		var from = factory.createTableRef();
		from.setTable(name);
		select.setFrom(from);
		return select;
	}
}
