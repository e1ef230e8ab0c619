package cadmus.app;

import java.util.LinkedHashMap;
import java.util.Map;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads a campaign's technique mix as {@code --mix} takes it: {@code random:2,model:1}, each technique with its
 * share of the programs (a whole number), each named once. Which techniques exist is the campaign's
 * to say (the {@link cadmus.api.Technique} services installed).
 */
final class MixConverter implements ITypeConverter<MixConverter.Mix> {

	/** Technique → share, in the order given (a type of its own: picocli reads a Map option as KEY=VALUE pairs). */
	record Mix(Map<String, Integer> shares) {
	}

	@Override
	public Mix convert(String value) {
		var mix = new LinkedHashMap<String, Integer>();
		for (String part : value.split(",", -1)) {
			String[] pair = part.strip().split(":", -1);
			if (pair.length != 2 || pair[0].isBlank() || !pair[1].strip().matches("\\d{1,6}")) {
				throw new TypeConversionException("'" + part.strip() + "' is not TECHNIQUE:SHARE (e.g. random:2,model:1)");
			}
			// Which techniques exist and that each share is at least 1 is the campaign's to check (CampaignConfig).
			if (mix.put(pair[0].strip(), Integer.parseInt(pair[1].strip())) != null) {
				throw new TypeConversionException("technique " + pair[0].strip() + " is named twice");
			}
		}
		return new Mix(mix);
	}
}
