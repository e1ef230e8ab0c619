package cadmus.lang.js.validation;

/** No checks beyond the grammar's: generated programs are valid by construction, parsed ones by the parser. */
public class JsValidator extends AbstractJsValidator {
}
