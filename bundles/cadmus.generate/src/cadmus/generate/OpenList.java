package cadmus.generate;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

/**
 * A list of statements being generated, where lifted definitions go: the scope at the current position (what
 * a definition inserted there may use), the bindings declared in it so far, and lifts waiting for the
 * statement being generated to finish.
 */
final class OpenList {

	final EReference feature;
	final List<EObject> list;
	final int pathSize;
	final int functionDepth;
	final List<Bound> declared = new ArrayList<>();
	final List<Bound> lifted = new ArrayList<>();
	Scope scope;
	int liftCount;

	OpenList(EReference feature, List<EObject> list, int pathSize, int functionDepth, Scope scope) {
		this.feature = feature;
		this.list = list;
		this.pathSize = pathSize;
		this.functionDepth = functionDepth;
		this.scope = scope;
	}
}
