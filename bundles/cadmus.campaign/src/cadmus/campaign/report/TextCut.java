package cadmus.campaign.report;

/** The start of a text, cut at a code point boundary so that no half of a surrogate pair is left over. */
record TextCut(String kept, long more) {

	static TextCut of(String value, int limit) {
		String s = value != null ? value : "";
		if (s.length() <= limit) {
			return new TextCut(s, 0);
		}
		int points = s.codePointCount(0, s.length());
		if (points <= limit) {
			return new TextCut(s, 0);
		}
		return new TextCut(s.substring(0, s.offsetByCodePoints(0, limit)), points - limit);
	}

	String note() {
		return "\u2026 (" + String.format(java.util.Locale.ROOT, "%,d", more) + " more characters)";
	}
}
