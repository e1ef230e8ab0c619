package cadmus.lang.dafny;

/** Xtext's runtime bindings for Dafny: the generated defaults. */
public class DafnyRuntimeModule extends AbstractDafnyRuntimeModule {
}
