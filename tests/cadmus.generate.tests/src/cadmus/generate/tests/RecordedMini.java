package cadmus.generate.tests;

import org.eclipse.emf.ecore.EObject;

import cadmus.api.DecisionSource;
import cadmus.api.SizeBound;
import cadmus.generate.HoleFillingGenerator;
import cadmus.generate.RecordingDecisionSource;
import cadmus.generate.Shape;
import cadmus.generate.Trace;

/**
 * A program of the standard mini language made from a source and recorded with its shape: the tree, the trace and the
 * shape over it, as the tests of edits over a shape need them.
 */
record RecordedMini(EObject tree, Trace trace, Shape shape) {

	/** The size bound the programs are made under. */
	static final SizeBound BOUND = new SizeBound(120);

	static RecordedMini of(HoleFillingGenerator generator, MiniLanguage mini, DecisionSource source) {
		var recording = RecordingDecisionSource.withShape(source);
		var tree = generator.generate(mini, recording, BOUND);
		return new RecordedMini(tree, recording.trace(), recording.shape());
	}
}
