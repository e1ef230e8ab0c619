package cadmus.generate;

import java.util.ArrayList;
import java.util.List;

import cadmus.api.RulesException;

/**
 * Generation could not complete a hole: the innermost reason, and the holes (with their types) it was
 * nested in, outermost first, so the message names the production and type the rules cannot provide.
 */
final class HoleFailure extends RulesException {

	private static final long serialVersionUID = 1L;
	private static final int SHOWN = 6;

	private final List<String> holes;
	private final RulesException reason;

	private HoleFailure(List<String> holes, RulesException reason) {
		super(() -> null);
		this.holes = holes;
		this.reason = reason;
	}

	/** The failure seen from one hole further out. */
	static HoleFailure around(String hole, RulesException inner) {
		var holes = new ArrayList<String>();
		holes.add(hole);
		if (inner instanceof HoleFailure failure) {
			holes.addAll(failure.holes);
			return new HoleFailure(holes, failure.reason);
		}
		return new HoleFailure(holes, inner);
	}

	/** The innermost reason of a failure: itself unless it is a failure seen from holes further out. */
	static RulesException reason(RulesException failure) {
		return failure instanceof HoleFailure f ? f.reason : failure;
	}

	@Override
	public String getMessage() {
		var shown = holes.size() <= SHOWN ? holes
				: concat(holes.subList(0, SHOWN / 2), List.of("..."), holes.subList(holes.size() - SHOWN / 2, holes.size()));
		return reason.getMessage() + "; while filling " + String.join(" > ", shown);
	}

	private static List<String> concat(List<String> a, List<String> b, List<String> c) {
		var all = new ArrayList<String>(a);
		all.addAll(b);
		all.addAll(c);
		return all;
	}
}
