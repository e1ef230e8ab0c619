package cadmus.lang.js.scoping;

/** Names are plain attributes in this grammar; the generation engine tracks scopes itself. */
public class JsScopeProvider extends AbstractJsScopeProvider {
}
