package cadmus.app;

import java.time.Duration;
import java.util.regex.Pattern;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads durations as people write them: {@code 90s}, {@code 10m}, {@code 2h}, {@code 1h30m}; bare numbers are seconds. */
final class DurationConverter implements ITypeConverter<Duration> {

	private static final Pattern PART = Pattern.compile("(\\d+)([hms])");

	@Override
	public Duration convert(String value) {
		String v = value.strip().toLowerCase(java.util.Locale.ROOT);
		if (v.matches("\\d+")) {
			return positive(Duration.ofSeconds(Long.parseLong(v)), value);
		}
		if (!v.matches("(\\d+[hms])+")) {
			throw new TypeConversionException("'" + value + "' is not a duration (e.g. 90s, 10m, 2h, 1h30m)");
		}
		Duration total = Duration.ZERO;
		var m = PART.matcher(v);
		while (m.find()) {
			long n = Long.parseLong(m.group(1));
			total = total.plus(switch (m.group(2)) {
				case "h" -> Duration.ofHours(n);
				case "m" -> Duration.ofMinutes(n);
				default -> Duration.ofSeconds(n);
			});
		}
		return positive(total, value);
	}

	private static Duration positive(Duration d, String value) {
		if (d.isZero()) {
			throw new TypeConversionException("duration must be positive: " + value);
		}
		return d;
	}
}
