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

/**
 * The buckets of the campaign selected in the Campaigns view, each with its findings, read again every two
 * seconds while the campaign runs. Double-clicking a finding opens its program in the language's editor with
 * every implementation's output beside it ({@link FindingOpener}).
 */
public final class FindingsView extends ViewPart {

	public static final String ID = "cadmus.ui.views.findings";

	/** What the view shows: the campaign, its buckets and each bucket's findings. */
	record Contents(CampaignFolder campaign, List<BucketSummary> buckets, Map<Long, List<StoredFinding>> findings) {
	}

	private TreeViewer viewer;
	private volatile CampaignFolder campaign;

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
		getSite().getPage().addSelectionListener(CampaignsView.ID, campaignsListener);
		var campaigns = getSite().getPage().findView(CampaignsView.ID);
		if (campaigns instanceof CampaignsView view && view.selected() != null) {
			campaign = view.selected();
		}
		read();
		tick();
	}

	/** The campaign shown, or null. */
	public CampaignFolder campaign() {
		return campaign;
	}

	/** Opens a finding of the campaign shown, as a double-click does; false when the view does not show it. */
	public boolean open(long findingId) {
		var shown = campaign;
		var contents = (Contents) viewer.getInput();
		if (shown == null || contents == null) {
			return false;
		}
		var finding = contents.findings().values().stream().flatMap(List::stream).filter(f -> f.id() == findingId).findFirst();
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

	private void tick() {
		if (viewer.getControl().isDisposed()) {
			return;
		}
		read();
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
