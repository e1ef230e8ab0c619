package cadmus.render;

/**
 * A value a language's layouts set for what is written inside a node and read further down (JavaScript's
 * "an 'in' would end this for-loop initializer"): set with {@link Writer#with}, read with {@link Writer#get}.
 * A key cleared in brackets has its initial value again inside parentheses the renderer adds.
 *
 * @param name              for messages
 * @param initial           its value outside any {@code with}
 * @param clearedInBrackets whether parentheses the renderer adds give it its initial value again
 */
public record Key<T>(String name, T initial, boolean clearedInBrackets) {
}
