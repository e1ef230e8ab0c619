package cadmus.campaign.store;

/** An implementation as a run found it: its version, and whether it took part (else why not). */
public record ImplementationStatus(String id, String version, boolean enabled, String reason) {
}
