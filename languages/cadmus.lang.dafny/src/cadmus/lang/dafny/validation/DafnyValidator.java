package cadmus.lang.dafny.validation;

/** No checks beyond the grammar's: the generation rules keep programs well-typed, the implementations judge them. */
public class DafnyValidator extends AbstractDafnyValidator {
}
