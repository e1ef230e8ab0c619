package cadmus.campaign.tests;

import java.util.function.Function;

import cadmus.api.Availability;
import cadmus.api.Execution;
import cadmus.api.ExecutionLimits;
import cadmus.api.Implementation;
import cadmus.api.ImplementationSession;
import cadmus.api.Program;

/**
 * A fault-injecting fake Lua implementation, in the test's JVM: what each run ends as is the script's answer for the
 * program, so that a test states exactly which runs crash, fail or print what.
 */
record ScriptedImplementation(String id, Function<Program, Execution> script) implements Implementation {

	@Override
	public String languageId() {
		return "lua";
	}

	@Override
	public String description() {
		return "a scripted fake for tests";
	}

	@Override
	public Availability availability() {
		return Availability.available("scripted");
	}

	@Override
	public ImplementationSession open(ExecutionLimits limits) {
		return new ImplementationSession() {
			@Override
			public Execution run(Program program) {
				return script.apply(program);
			}

			@Override
			public void close() {
			}
		};
	}
}
