package cadmus.api;

/** Whether an implementation can run here: its version when it can, the reason when it cannot. */
public record Availability(boolean available, String version, String reason) {

	public static Availability available(String version) {
		return new Availability(true, version, "");
	}

	public static Availability unavailable(String reason) {
		return new Availability(false, "", reason);
	}
}
