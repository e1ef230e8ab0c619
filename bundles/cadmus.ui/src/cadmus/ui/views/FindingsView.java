package cadmus.ui.views;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.part.ViewPart;

import cadmus.campaign.store.BucketSummary;
import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.StoredFinding;
import cadmus.ui.launch.CampaignJob;

/**
 * The buckets of the campaign selected in the Campaigns view, each with its findings, read again every two
 * seconds while the campaign runs in this IDE. Double-clicking a finding opens its program in the language's editor with
 * every implementation's output beside it ({@link FindingOpener}).
 */
public final class FindingsView extends ViewPart {

	public static final String ID = "cadmus.ui.views.findings";

	/** What the view shows: the campaign, its buckets and each bucket's findings. */
	record Contents(CampaignFolder campaign, List<BucketSummary> buckets, Map<Long, List<StoredFinding>> findings) {
	}

	private TreeViewer viewer;
	private volatile CampaignFolder campaign;
	private boolean wasRunning;

	private final ISelectionListener campaignsListener = (IWorkbenchPart part, org.eclipse.jface.viewers.ISelection selection) -> {
		if (selection instanceof IStructuredSelection s && s.getFirstElement() instanceof CampaignFolder chosen
				&& (campaign == null || !campaign.dir().equals(chosen.dir()))) {
			campaign = chosen;
			read();
		}
	};

	@Override
	public void createPartControl(Composite parent) {
		viewer = new TreeViewer(parent, SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL);
		viewer.getTree().setHeaderVisible(true);
		viewer.getTree().setLinesVisible(true);
		viewer.setContentProvider(new ContentProvider());
		// Buckets and findings are records whose counts change as the campaign runs: identity is their id.
		viewer.setComparer(new org.eclipse.jface.viewers.IElementComparer() {
			@Override
			public boolean equals(Object a, Object b) {
				return key(a).equals(key(b));
			}

			@Override
			public int hashCode(Object element) {
				return key(element).hashCode();
			}
		});
		column("Bucket / finding", 130, e -> e instanceof BucketSummary b ? "bucket " + b.id() + (b.merged() ? " > " + b.mergedInto() : "")
				: "finding " + ((StoredFinding) e).id());
		column("Oracle", 110, e -> e instanceof BucketSummary b ? b.oracle() : ((StoredFinding) e).oracle());
		column("Findings", 70, e -> e instanceof BucketSummary b ? String.valueOf(b.findings()) : "");
		column("Program", 70, e -> e instanceof StoredFinding f ? String.valueOf(f.programIndex()) : "");
		column("Signature", 420, e -> e instanceof BucketSummary b ? b.signature() : ((StoredFinding) e).summary());
		viewer.addDoubleClickListener(event -> {
			var element = ((IStructuredSelection) event.getSelection()).getFirstElement();
			if (element instanceof StoredFinding finding) {
				open(finding.id());
			} else if (element instanceof BucketSummary) {
				viewer.setExpandedState(element, !viewer.getExpandedState(element));
			}
		});
		getSite().setSelectionProvider(viewer);
		addFindingActions();
		getSite().getPage().addSelectionListener(CampaignsView.ID, campaignsListener);
		var campaigns = getSite().getPage().findView(CampaignsView.ID);
		if (campaigns instanceof CampaignsView view && view.selected() != null) {
			campaign = view.selected();
		}
		read();
		viewer.getControl().getDisplay().timerExec(CampaignsView.REFRESH_MILLIS, this::tick);
	}

	/** The campaign shown, or null. */
	public CampaignFolder campaign() {
		return campaign;
	}

	/** Reproduce and Reduce on the selected finding: the context menu and the view's toolbar. */
	private void addFindingActions() {
		var reproduce = new org.eclipse.jface.action.Action("Reproduce") {
			@Override
			public void run() {
				selectedFinding().ifPresent(f -> reproduce(f.id()));
			}
		};
		reproduce.setToolTipText("Regenerate the finding's program from its trace, run it and judge it again");
		var reduce = new org.eclipse.jface.action.Action("Reduce") {
			@Override
			public void run() {
				selectedFinding().ifPresent(f -> reduce(f.id()));
			}
		};
		reduce.setToolTipText("Shrink the finding's program to what still lands in its bucket");
		var menu = new org.eclipse.jface.action.MenuManager();
		menu.add(reproduce);
		menu.add(reduce);
		viewer.getControl().setMenu(menu.createContextMenu(viewer.getControl()));
		var toolbar = getViewSite().getActionBars().getToolBarManager();
		toolbar.add(reproduce);
		toolbar.add(reduce);
	}

	private java.util.Optional<StoredFinding> selectedFinding() {
		var element = ((IStructuredSelection) viewer.getSelection()).getFirstElement();
		return element instanceof StoredFinding f ? java.util.Optional.of(f) : java.util.Optional.empty();
	}

	private java.util.Optional<StoredFinding> finding(long findingId) {
		var contents = (Contents) viewer.getInput();
		return contents == null ? java.util.Optional.empty()
				: contents.findings().values().stream().flatMap(List::stream).filter(f -> f.id() == findingId).findFirst();
	}

	/** Reproduces a finding of the campaign shown in a job (returned, scheduled), or null when not shown. */
	public org.eclipse.core.runtime.jobs.Job reproduce(long findingId) {
		var shown = campaign;
		return finding(findingId).filter(f -> shown != null).map(f -> {
			var job = FindingActions.reproduce(getSite().getPage(), shown, f);
			job.schedule();
			return job;
		}).orElse(null);
	}

	/** Reduces a finding of the campaign shown in a job (returned, scheduled), or null when not shown. */
	public org.eclipse.core.runtime.jobs.Job reduce(long findingId) {
		var shown = campaign;
		return finding(findingId).filter(f -> shown != null).map(f -> {
			var job = FindingActions.reduce(getSite().getPage(), shown, f);
			job.schedule();
			return job;
		}).orElse(null);
	}

	/** Opens a finding of the campaign shown, as a double-click does; false when the view does not show it. */
	public boolean open(long findingId) {
		var shown = campaign;
		var finding = finding(findingId).filter(f -> shown != null);
		finding.ifPresent(f -> FindingOpener.open(getSite().getPage(), shown, f));
		return finding.isPresent();
	}

	/** The findings shown now, bucket by bucket (for tests). */
	public List<Long> findingIds() {
		var contents = (Contents) viewer.getInput();
		return contents == null ? List.of()
				: contents.findings().values().stream().flatMap(List::stream).map(StoredFinding::id).sorted().toList();
	}

	/** Buckets shown now (for tests and the status line). */
	public int bucketCount() {
		return viewer.getTree().getItemCount();
	}

	/** Every two seconds, reads the shown campaign again if it runs: a stopped one's findings do not change. */
	private void tick() {
		if (viewer.getControl().isDisposed()) {
			return;
		}
		var shown = campaign;
		boolean running = shown != null && CampaignJob.running().stream().anyMatch(j -> j.directory().equals(shown.dir()));
		// Once more after it ends, for the findings of its last moments.
		if (running || wasRunning) {
			read();
		}
		wasRunning = running;
		viewer.getControl().getDisplay().timerExec(CampaignsView.REFRESH_MILLIS, this::tick);
	}

	/** Reads the shown campaign's buckets and findings off the UI thread, then shows them. */
	private void read() {
		var shown = campaign;
		if (shown == null || viewer.getControl().isDisposed()) {
			return;
		}
		var display = viewer.getControl().getDisplay();
		var reading = Job.create("Reading Cadmus findings", monitor -> {
			var contents = contentsOf(shown);
			display.asyncExec(() -> {
				if (!viewer.getControl().isDisposed() && campaign == shown) {
					var expanded = viewer.getExpandedElements();
					viewer.setInput(contents);
					viewer.setExpandedElements(expanded);
					setContentDescription(shown.workspacePath() + ": " + contents.buckets().size() + " buckets");
				}
			});
		});
		reading.setSystem(true);
		reading.schedule();
	}

	private static String key(Object element) {
		return element instanceof BucketSummary b ? "bucket " + b.id()
				: element instanceof StoredFinding f ? "finding " + f.id() : String.valueOf(element);
	}

	static Contents contentsOf(CampaignFolder campaign) {
		try (var store = CampaignStore.open(campaign.dir())) {
			var findings = new java.util.HashMap<Long, List<StoredFinding>>();
			for (var f : store.findings()) {
				findings.computeIfAbsent(f.bucket(), b -> new ArrayList<>()).add(f);
			}
			return new Contents(campaign, store.buckets(), findings);
		} catch (RuntimeException e) {
			return new Contents(campaign, List.of(), Map.of());
		}
	}

	private void column(String title, int width, java.util.function.Function<Object, String> text) {
		var column = new TreeViewerColumn(viewer, SWT.NONE);
		column.getColumn().setText(title);
		column.getColumn().setWidth(width);
		column.setLabelProvider(new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				return text.apply(element);
			}
		});
	}

	/** The directory of the campaign shown, or null. */
	public Path directory() {
		var shown = campaign;
		return shown == null ? null : shown.dir();
	}

	@Override
	public void setFocus() {
		viewer.getControl().setFocus();
	}

	@Override
	public void dispose() {
		getSite().getPage().removeSelectionListener(CampaignsView.ID, campaignsListener);
		super.dispose();
	}

	private static final class ContentProvider implements ITreeContentProvider {
		private Contents contents;

		@Override
		public void inputChanged(org.eclipse.jface.viewers.Viewer v, Object oldInput, Object newInput) {
			contents = (Contents) newInput;
		}

		@Override
		public Object[] getElements(Object input) {
			return ((Contents) input).buckets().toArray();
		}

		@Override
		public Object[] getChildren(Object parent) {
			return parent instanceof BucketSummary b && contents != null
					? contents.findings().getOrDefault(b.id(), List.of()).toArray() : new Object[0];
		}

		@Override
		public Object getParent(Object element) {
			return null;
		}

		@Override
		public boolean hasChildren(Object element) {
			return element instanceof BucketSummary;
		}
	}
}
