package cadmus.syntax.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

import cadmus.syntax.AsWritten;

/** The value of a name or number kept as written is its token text, both ways, nulls passed through. */
class AsWrittenTest {

	@Test
	void theTokenTextIsTheValueBothWays() {
		for (String token : new String[] { "0x1F", "1e-7", "v12", "_", "ünïcode" }) {
			assertEquals(token, AsWritten.INSTANCE.toValue(token, null));
			assertEquals(token, AsWritten.INSTANCE.toString(token));
		}
	}

	@Test
	void nullStaysNull() {
		assertNull(AsWritten.INSTANCE.toValue(null, null));
		assertNull(AsWritten.INSTANCE.toString(null));
	}
}
