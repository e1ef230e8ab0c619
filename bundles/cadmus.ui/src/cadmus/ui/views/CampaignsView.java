package cadmus.ui.views;

import java.util.List;
import java.util.Locale;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;

import cadmus.ui.launch.CampaignJob;

/**
 * The campaigns in the workspace with their live figures (programs, valid share, findings, buckets, whether one
 * runs now), read from their stores every two seconds. Selecting one shows its findings in the Findings view.
 */
public final class CampaignsView extends ViewPart {

	public static final String ID = "cadmus.ui.views.campaigns";
	static final int REFRESH_MILLIS = 2_000;

	private TableViewer viewer;

	@Override
	public void createPartControl(Composite parent) {
		viewer = new TableViewer(parent, SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL);
		viewer.getTable().setHeaderVisible(true);
		viewer.getTable().setLinesVisible(true);
		viewer.setContentProvider(ArrayContentProvider.getInstance());
		column("Campaign", 260, c -> c.workspacePath());
		column("Language", 90, CampaignFolder::language);
		column("State", 80, CampaignsView::state);
		column("Programs", 80, c -> c.counters() == null ? "" : String.valueOf(c.counters().programs()));
		column("Valid", 60, c -> c.counters() == null || c.counters().programs() == 0 ? ""
				: String.format(Locale.ROOT, "%.1f%%", 100.0 * c.counters().valid() / c.counters().programs()));
		column("Findings", 70, c -> c.counters() == null ? "" : String.valueOf(c.counters().findings()));
		column("Buckets", 70, c -> c.counters() == null ? "" : String.valueOf(c.counters().buckets()));
		column("Problem", 200, CampaignFolder::problem);
		getSite().setSelectionProvider(viewer);
		var openReport = new org.eclipse.jface.action.Action("Open report") {
			@Override
			public void run() {
				var chosen = selected();
				if (chosen != null) {
					ReportOpener.open(chosen);
				}
			}
		};
		openReport.setToolTipText("Open the selected campaign's report.html in a browser");
		getViewSite().getActionBars().getToolBarManager().add(openReport);
		viewer.addDoubleClickListener(event -> openReport.run());
		refresh();
	}

	/** Unreadable, running in this IDE, running elsewhere (processes hold leases on a shared store), or stopped. */
	public static String state(CampaignFolder c) {
		return !c.problem().isEmpty() ? "unreadable" : running(c) ? "running" : c.rangesHeld() > 0 ? "running elsewhere"
				: "stopped";
	}

	private static boolean running(CampaignFolder c) {
		return CampaignJob.running().stream().anyMatch(j -> j.directory().equals(c.dir()));
	}

	/** Reads the campaigns again, off the UI thread, then shows them; again every two seconds while open. */
	void refresh() {
		if (viewer == null || viewer.getControl().isDisposed()) {
			return;
		}
		var display = viewer.getControl().getDisplay();
		var reading = Job.create("Reading Cadmus campaigns", monitor -> {
			var campaigns = CampaignFolder.inWorkspace();
			display.asyncExec(() -> show(campaigns));
		});
		reading.setSystem(true);
		reading.schedule();
		display.timerExec(REFRESH_MILLIS, this::refresh);
	}

	/** Shows the campaigns read, keeping the selection on the same directory. */
	private void show(List<CampaignFolder> campaigns) {
		if (viewer.getControl().isDisposed()) {
			return;
		}
		var selected = selected();
		viewer.setInput(campaigns);
		if (selected != null) {
			campaigns.stream().filter(c -> c.dir().equals(selected.dir())).findFirst()
					.ifPresent(c -> viewer.setSelection(new StructuredSelection(c)));
		}
	}

	/** The selected campaign, or null. */
	public CampaignFolder selected() {
		if (viewer == null) {
			return null;
		}
		var selection = (IStructuredSelection) viewer.getSelection();
		return selection.getFirstElement() instanceof CampaignFolder c ? c : null;
	}

	/** Selects the campaign in {@code dir}, as a click would (for tests and for a campaign just launched). */
	public boolean select(java.nio.file.Path dir) {
		refreshNow();
		@SuppressWarnings("unchecked")
		var campaigns = (List<CampaignFolder>) viewer.getInput();
		var match = campaigns.stream().filter(c -> c.dir().equals(dir)).findFirst();
		match.ifPresent(c -> viewer.setSelection(new StructuredSelection(c), true));
		return match.isPresent();
	}

	private void refreshNow() {
		show(CampaignFolder.inWorkspace());
	}

	private void column(String title, int width, java.util.function.Function<CampaignFolder, String> text) {
		var column = new TableViewerColumn(viewer, SWT.NONE);
		column.getColumn().setText(title);
		column.getColumn().setWidth(width);
		column.setLabelProvider(new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				return text.apply((CampaignFolder) element);
			}
		});
	}

	@Override
	public void setFocus() {
		viewer.getControl().setFocus();
	}
}
