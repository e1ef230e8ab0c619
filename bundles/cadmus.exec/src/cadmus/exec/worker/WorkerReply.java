package cadmus.exec.worker;

/**
 * What a worker answers for one program: the outcome's name (an {@code cadmus.api.Outcome} constant), the
 * error kind, and the program's output streams. Plain strings so the worker side needs no platform classes.
 */
public record WorkerReply(String outcome, String errorKind, String stdout, String stderr) {
}
