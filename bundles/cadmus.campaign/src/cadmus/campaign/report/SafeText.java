package cadmus.campaign.report;

import org.apache.commons.text.StringEscapeUtils;

/**
 * Campaign text (program text, outputs, error kinds, signatures) made safe to place between HTML tags: what
 * HTML forbids is replaced, the rest escaped. Generated programs print whatever they like, markup and
 * terminal control characters included.
 */
final class SafeText {

	private SafeText() {
	}

/** Campaign text made safe to place between tags. */
	static String text(String value) {
		return StringEscapeUtils.escapeHtml4(clean(value != null ? value : ""));
	}

	/**
	 * Replaces with U+FFFD what HTML does not allow in text: control characters other than tab, line feed and
	 * carriage return (C0, DEL and C1), unpaired surrogates and noncharacters. Program outputs hold such
	 * characters (NUL, terminal escapes), and a browser would otherwise drop them silently or garble the rest.
	 */
	private static String clean(String value) {
		if (value.codePoints().allMatch(SafeText::allowed)) {
			return value;
		}
		StringBuilder cleaned = new StringBuilder(value.length());
		value.codePoints().forEach(cp -> cleaned.appendCodePoint(allowed(cp) ? cp : '\uFFFD'));
		return cleaned.toString();
	}

	private static boolean allowed(int cp) {
		if (cp < 0x20) {
			return cp == '\t' || cp == '\n' || cp == '\r';
		}
		if (cp >= 0x7F && cp <= 0x9F) {
			return false;
		}
		if (cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE) {
			return false;
		}
		return !(cp >= 0xFDD0 && cp <= 0xFDEF) && (cp & 0xFFFE) != 0xFFFE;
	}
}
