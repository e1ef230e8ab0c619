package cadmus.api.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import cadmus.api.ExpectedErrors;

/** Which runtime errors are the language's: the two ways of pinning them down, and that internal errors win. */
class ExpectedErrorsTest {

	@Test
	void anyErrorIsTheLanguagesWhenNothingIsSaid() {
		assertTrue(ExpectedErrors.ANY.expects("TypeError"));
		assertTrue(ExpectedErrors.ANY.expects(""));
	}

	@Test
	void onlyTheListedErrorsAreTheLanguagesWhenTheyAreListed() {
		var errors = ExpectedErrors.of("^attempt to ", "stack overflow");
		assertTrue(errors.expects("attempt to index a nil value"));
		assertTrue(errors.expects("error: stack overflow"), "found anywhere in the kind");
		assertFalse(errors.expects("java.lang.NullPointerException"));
	}

	@Test
	void anInternalErrorIsNeverTheLanguages() {
		var errors = ExpectedErrors.exceptInternal("^java\\.lang\\.\\w+Exception");
		assertTrue(errors.expects("RangeError: invalid array length"));
		assertFalse(errors.expects("java.lang.NullPointerException: x"));
		var both = new ExpectedErrors(ExpectedErrors.of("Error").runtimeErrors(),
				ExpectedErrors.exceptInternal("InternalError").internalErrors());
		assertFalse(both.expects("InternalError: too much recursion"), "matches both lists: internal wins");
		assertTrue(both.expects("TypeError"));
	}
}
