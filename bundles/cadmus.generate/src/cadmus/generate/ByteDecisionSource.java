package cadmus.generate;

import java.util.Arrays;
import java.util.SplittableRandom;

import cadmus.api.DecisionSource;

/**
 * Decisions read from a byte sequence, as in Zest's parametric generators: every decision consumes a fixed
 * number of bytes (4, or 8 for ranges wider than 32 bits), so mutating the bytes of decision k changes
 * decision k and leaves the others aligned — small byte mutations give small program changes. Past the end,
 * bytes continue from a generator seeded by the sequence's length: deterministic, never wall-clock random.
 */
public final class ByteDecisionSource implements DecisionSource {

	private final byte[] bytes;
	private int position;
	private SplittableRandom extension;

	public ByteDecisionSource(byte[] bytes) {
		this.bytes = bytes.clone();
	}

	@Override
	public long between(String label, long lo, long hi) {
		if (hi < lo) {
			throw new IllegalArgumentException(label + ": empty range " + lo + ".." + hi);
		}
		long span = hi - lo + 1; // 0 when the range covers all longs
		if (span > 0 && span <= 1L << 32) {
			long raw = Integer.toUnsignedLong(readInt());
			return lo + raw % span;
		}
		long raw = ((long) readInt() << 32) | Integer.toUnsignedLong(readInt());
		return span == 0 ? raw : lo + Long.remainderUnsigned(raw, span);
	}

	private int readInt() {
		int value = 0;
		for (int i = 0; i < 4; i++) {
			value = (value << 8) | (nextByte() & 0xff);
		}
		return value;
	}

	private byte nextByte() {
		if (position < bytes.length) {
			return bytes[position++];
		}
		if (extension == null) {
			extension = new SplittableRandom(bytes.length);
		}
		position++;
		return (byte) extension.nextInt(256);
	}

	/** How many bytes the decisions so far consumed, including bytes past the end of the sequence. */
	public int consumed() {
		return position;
	}

	/** The bytes given, for saving the input that produced a program. */
	public byte[] bytes() {
		return Arrays.copyOf(bytes, bytes.length);
	}
}
