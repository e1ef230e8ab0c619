package cadmus.ui.launch;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.ui.AbstractLaunchConfigurationTab;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;

import cadmus.api.Language;
import cadmus.campaign.CampaignParts;
import cadmus.campaign.CampaignService;
import cadmus.ui.Languages;
import cadmus.ui.Services;

/**
 * The "Campaign" tab: language, dialect, implementations, oracles, time or count, workers, seed and the workspace
 * folder, as {@code cadmus fuzz} takes them. The languages and their implementations are those installed now.
 */
public final class CampaignTab extends AbstractLaunchConfigurationTab {

	private Combo language;
	private Combo dialect;
	private Table implementations;
	private Table oracles;
	private Spinner seconds;
	private Spinner count;
	private Spinner workers;
	private Text seed;
	private Text output;

	@Override
	public String getName() {
		return "Campaign";
	}

	@Override
	public void createControl(Composite parent) {
		var page = new Composite(parent, SWT.NONE);
		page.setLayout(new GridLayout(2, false));
		setControl(page);
		language = combo(page, "Language:");
		language.addListener(SWT.Selection, e -> {
			fillDialects("");
			fillChoices(List.of(), List.of());
			updateLaunchConfigurationDialog();
		});
		dialect = combo(page, "Dialect:");
		dialect.addListener(SWT.Selection, e -> {
			fillChoices(List.of(), List.of());
			updateLaunchConfigurationDialog();
		});
		implementations = checklist(page, "Implementations\n(none checked:\nthe dialect's default set):");
		oracles = checklist(page, "Oracles\n(none checked: all):");
		seconds = spinner(page, "Time (seconds, 0: none):", 0, 7 * 24 * 3600);
		count = spinner(page, "Programs (0: no limit):", 0, Integer.MAX_VALUE);
		workers = spinner(page, "Workers:", 1, 64);
		seed = text(page, "First seed (empty: from the clock):");
		output = text(page, "Workspace folder for campaigns:");
	}

	@Override
	public void setDefaults(ILaunchConfigurationWorkingCopy configuration) {
		String first = Languages.all().stream().map(Language::id).findFirst().orElse("");
		CampaignLaunch.setDefaults(configuration, first);
	}

	@Override
	public void initializeFrom(ILaunchConfiguration configuration) {
		try {
			language.setItems(Languages.all().stream().map(Language::id).toArray(String[]::new));
			select(language, configuration.getAttribute(CampaignLaunch.LANGUAGE, ""));
			fillDialects(configuration.getAttribute(CampaignLaunch.DIALECT, ""));
			fillChoices(configuration.getAttribute(CampaignLaunch.IMPLEMENTATIONS, List.of()),
					configuration.getAttribute(CampaignLaunch.ORACLES, List.of()));
			seconds.setSelection(configuration.getAttribute(CampaignLaunch.SECONDS, CampaignLaunch.DEFAULT_SECONDS));
			count.setSelection(configuration.getAttribute(CampaignLaunch.COUNT, 0));
			workers.setSelection(configuration.getAttribute(CampaignLaunch.WORKERS, 1));
			seed.setText(configuration.getAttribute(CampaignLaunch.SEED, ""));
			output.setText(configuration.getAttribute(CampaignLaunch.OUTPUT, CampaignLaunch.DEFAULT_OUTPUT));
		} catch (CoreException e) {
			setErrorMessage(e.getMessage());
		}
	}

	@Override
	public void performApply(ILaunchConfigurationWorkingCopy configuration) {
		configuration.setAttribute(CampaignLaunch.LANGUAGE, language.getText());
		configuration.setAttribute(CampaignLaunch.DIALECT, dialect.getText());
		configuration.setAttribute(CampaignLaunch.IMPLEMENTATIONS, checked(implementations));
		configuration.setAttribute(CampaignLaunch.ORACLES, checked(oracles));
		configuration.setAttribute(CampaignLaunch.SECONDS, seconds.getSelection());
		configuration.setAttribute(CampaignLaunch.COUNT, count.getSelection());
		configuration.setAttribute(CampaignLaunch.WORKERS, workers.getSelection());
		configuration.setAttribute(CampaignLaunch.SEED, seed.getText().trim());
		configuration.setAttribute(CampaignLaunch.OUTPUT, output.getText().trim());
	}

	@Override
	public boolean isValid(ILaunchConfiguration configuration) {
		setErrorMessage(null);
		if (language.getText().isEmpty()) {
			setErrorMessage("No language is installed: install a language feature from the Cadmus update site");
			return false;
		}
		if (!seed.getText().trim().matches("-?\\d*")) {
			setErrorMessage("The seed is a whole number, or empty for one from the clock");
			return false;
		}
		if (output.getText().trim().isEmpty()) {
			setErrorMessage("Name a workspace folder for the campaigns, e.g. /campaigns");
			return false;
		}
		return true;
	}

	private void fillDialects(String chosen) {
		var lang = Languages.registry().flatMap(r -> r.language(language.getText()));
		dialect.setItems(lang.map(l -> l.dialects().toArray(String[]::new)).orElse(new String[0]));
		if (!select(dialect, chosen) && dialect.getItemCount() > 0) {
			dialect.select(0);
		}
	}

	private void fillChoices(List<String> chosenImplementations, List<String> chosenOracles) {
		implementations.removeAll();
		oracles.removeAll();
		var registry = Languages.registry();
		if (registry.isEmpty()) {
			return;
		}
		for (var implementation : registry.get().implementations(language.getText())) {
			if (implementation.dialect().equals(dialect.getText())) {
				var item = new TableItem(implementations, SWT.NONE);
				item.setText(implementation.id());
				item.setChecked(chosenImplementations.contains(implementation.id()));
			}
		}
		var installed = Services.find(CampaignService.class).map(CampaignService::oracles).orElse(List.of());
		for (String id : CampaignParts.oraclesById(installed, language.getText()).keySet()) {
			var item = new TableItem(oracles, SWT.NONE);
			item.setText(id);
			item.setChecked(chosenOracles.contains(id));
		}
	}

	private static List<String> checked(Table table) {
		var ids = new ArrayList<String>();
		for (var item : table.getItems()) {
			if (item.getChecked()) {
				ids.add(item.getText());
			}
		}
		return ids;
	}

	private static boolean select(Combo combo, String value) {
		int index = combo.indexOf(value);
		if (index >= 0) {
			combo.select(index);
			return true;
		}
		if (combo.getItemCount() > 0 && combo.getSelectionIndex() < 0) {
			combo.select(0);
		}
		return false;
	}

	private Combo combo(Composite page, String label) {
		new Label(page, SWT.NONE).setText(label);
		var combo = new Combo(page, SWT.READ_ONLY);
		combo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		return combo;
	}

	private Table checklist(Composite page, String label) {
		var text = new Label(page, SWT.NONE);
		text.setText(label);
		text.setLayoutData(new GridData(SWT.LEFT, SWT.TOP, false, false));
		var table = new Table(page, SWT.CHECK | SWT.BORDER | SWT.V_SCROLL);
		var data = new GridData(SWT.FILL, SWT.FILL, true, true);
		data.heightHint = 90;
		table.setLayoutData(data);
		table.addListener(SWT.Selection, e -> updateLaunchConfigurationDialog());
		return table;
	}

	private Spinner spinner(Composite page, String label, int min, int max) {
		new Label(page, SWT.NONE).setText(label);
		var spinner = new Spinner(page, SWT.BORDER);
		spinner.setValues(min, min, max, 0, 1, 60);
		spinner.addListener(SWT.Modify, e -> updateLaunchConfigurationDialog());
		return spinner;
	}

	private Text text(Composite page, String label) {
		new Label(page, SWT.NONE).setText(label);
		var text = new Text(page, SWT.BORDER);
		text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		text.addListener(SWT.Modify, e -> updateLaunchConfigurationDialog());
		return text;
	}
}
