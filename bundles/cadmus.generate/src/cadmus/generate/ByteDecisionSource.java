package cadmus.generate;

import java.util.Arrays;
import java.util.SplittableRandom;

import cadmus.api.ByteInput;

/**
 * Decisions read from a byte sequence, as in Zest's parametric generators: every decision consumes a fixed
 * number of bytes (4, or 8 for ranges wider than 32 bits), so mutating the bytes of decision k changes
 * decision k and leaves the others aligned — small byte mutations give small program changes. Past the end,
 * bytes continue from a generator seeded by the sequence's content: deterministic, never wall-clock random, and
 * different for different sequences of one length (seeded by the length alone, every fresh input of a feedback
 * loop would go on with the same decisions past its end, and its larger programs would all end alike).
 */
public final class ByteDecisionSource implements ByteInput {

	private final byte[] bytes;
	private int position;
	private SplittableRandom extension;
	/** The bytes read past the end, kept so that {@link #read()} gives every byte the decisions read. */
	private byte[] extended = new byte[0];

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
			extension = new SplittableRandom(((long) Arrays.hashCode(bytes) << 32) ^ bytes.length);
		}
		int at = position++ - bytes.length;
		if (at == extended.length) {
			extended = Arrays.copyOf(extended, Math.max(16, extended.length * 2));
		}
		extended[at] = (byte) extension.nextInt(256);
		return extended[at];
	}

	/** How many bytes the decisions so far consumed, including bytes past the end of the sequence. */
	public int consumed() {
		return position;
	}

	/**
	 * The bytes the decisions read, in order: the given bytes cut where the decisions stopped, or followed by the
	 * bytes read past their end. Generating from them again reads exactly them, so they make the same program; a
	 * feedback loop keeps these rather than the bytes given, so that its mutations never land on bytes no decision
	 * reads (a child identical to its parent) and do land on the bytes read past the end.
	 */
	@Override
	public byte[] read() {
		byte[] result = Arrays.copyOf(bytes, position);
		if (position > bytes.length) {
			System.arraycopy(extended, 0, result, bytes.length, position - bytes.length);
		}
		return result;
	}

	/** The bytes given, for saving the input that produced a program. */
	public byte[] bytes() {
		return Arrays.copyOf(bytes, bytes.length);
	}
}
