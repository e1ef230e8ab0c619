package cadmus.campaign;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.BooleanSupplier;

/**
 * One of a worker's programs between its generation and its judging: the program made from its index (or the
 * rules' failure to make it, which has no runs), and its runs once it is queued on every lane; {@code traced}: run
 * once more with the trace of each engine's optimizing compiler ({@link CampaignConfig#traced}).
 */
record InFlight(long index, ProgramMaker.Made made, boolean rerun, boolean traced,
		List<CompletableFuture<Lane.Runs>> runs, RuntimeException generationFailure) {

	InFlight {
		runs = List.copyOf(runs);
	}

	/** Program {@code index}, generated and not yet queued anywhere. */
	static InFlight generate(long index, ProgramMaker maker, CampaignConfig config) {
		try {
			return new InFlight(index, maker.make(index), config.rerun(index), config.traced(index), List.of(), null);
		} catch (RuntimeException e) {
			return new InFlight(index, null, false, false, List.of(), e);
		}
	}

	/**
	 * This program queued on every lane; a lane runs what it is given in that order, so programs are queued in
	 * index order. {@code skip} says when a queued program should not start (the campaign is stopping).
	 */
	InFlight queuedOn(List<Lane> lanes, BooleanSupplier skip) {
		if (made == null) {
			return this;
		}
		var queued = new ArrayList<CompletableFuture<Lane.Runs>>(lanes.size());
		for (var lane : lanes) {
			queued.add(lane.submit(made.program(), rerun, traced, skip));
		}
		return new InFlight(index, made, rerun, traced, queued, null);
	}
}
