package cadmus.lang.lua;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

import cadmus.api.SyntaxError;
import cadmus.lang.lua.lua.Assignment;
import cadmus.lang.lua.lua.Call;
import cadmus.lang.lua.lua.CallStatement;
import cadmus.lang.lua.lua.Index;
import cadmus.lang.lua.lua.Member;
import cadmus.lang.lua.lua.MethodCall;
import cadmus.lang.lua.lua.Name;
import cadmus.syntax.XtextSyntax;

/** Parses Lua text with the Xtext-generated parser; the parser is thread-safe, one instance serves all. */
final class LuaSyntax extends XtextSyntax {

	LuaSyntax() {
		super(new LuaStandaloneSetup().createInjectorAndDoEMFRegistration(),
				() -> new cadmus.lang.lua.ide.LuaIdeSetup().createInjectorAndDoEMFRegistration(), "lua");
	}

	/**
	 * What Lua's parser refuses that the grammar's statement rule lets through (a suffixed expression, then '=' or
	 * nothing): a statement that is an expression but not a call ({@code x}, {@code (f())}), and an assignment to what
	 * is not a variable ({@code f() = 1}, {@code (a) = 1}). luac says "syntax error near ..." for both. Parentheses
	 * leave no node in the tree, so a parenthesized call or name is told by its text.
	 */
	@Override
	protected List<SyntaxError> checks(EObject root) {
		var errors = new ArrayList<SyntaxError>();
		for (var nodes = root.eAllContents(); nodes.hasNext();) {
			EObject node = nodes.next();
			if (node instanceof CallStatement statement) {
				var call = statement.getCall();
				if (!(call instanceof Call || call instanceof MethodCall) || parenthesized(call)) {
					errors.add(errorAt(statement, "a statement that is an expression must be a function call"));
				}
			} else if (node instanceof Assignment assignment) {
				for (var target : assignment.getTargets()) {
					if (!(target instanceof Name || target instanceof Index || target instanceof Member) || parenthesized(target)) {
						errors.add(errorAt(target, "only a variable, a field or an index can be assigned to"));
					}
				}
			}
		}
		return errors;
	}

	/** Whether the expression's whole text is in one pair of parentheses: "(f(x))", not "(f)(x)". */
	private static boolean parenthesized(EObject expression) {
		var node = NodeModelUtils.findActualNodeFor(expression);
		if (node == null) {
			return false;
		}
		var tokens = new ArrayList<String>();
		for (ILeafNode leaf : node.getLeafNodes()) {
			if (!leaf.isHidden()) {
				tokens.add(leaf.getText());
			}
		}
		if (tokens.isEmpty() || !tokens.get(0).equals("(")) {
			return false;
		}
		int depth = 0;
		for (int i = 0; i < tokens.size(); i++) {
			depth += tokens.get(i).equals("(") ? 1 : tokens.get(i).equals(")") ? -1 : 0;
			if (depth == 0) {
				return i == tokens.size() - 1;
			}
		}
		return false;
	}
}
