package cadmus.lang.js.engines;

/**
 * What a program prints in an engine of a worker JVM, capped at a number of UTF-8 bytes, with unpaired
 * surrogates written as U+FFFD, as node's output has them.
 */
final class OutputSink {
	private final StringBuilder text = new StringBuilder();
	private final int cap;
	private int bytes;

	OutputSink(int cap) {
		this.cap = cap;
	}

	void add(String s) {
		if (bytes >= cap) {
			return;
		}
		for (int i = 0; i < s.length(); i++) {
			char c = s.charAt(i);
			int size;
			if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
				if (bytes + 4 > cap) {
					bytes = cap;
					return;
				}
				text.append(c).append(s.charAt(++i));
				bytes += 4;
				continue;
			}
			if (Character.isSurrogate(c)) {
				c = '\uFFFD';
			}
			size = c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
			if (bytes + size > cap) {
				bytes = cap;
				return;
			}
			text.append(c);
			bytes += size;
		}
	}

	String text() {
		return text.toString();
	}
}
