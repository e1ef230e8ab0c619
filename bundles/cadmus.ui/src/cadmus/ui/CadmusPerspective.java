package cadmus.ui;

import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

import cadmus.ui.views.CampaignsView;
import cadmus.ui.views.FindingsView;
import cadmus.ui.views.OutputsView;

/** The Cadmus perspective: programs on the left, campaigns and findings below the editor, outputs on the right. */
public final class CadmusPerspective implements IPerspectiveFactory {

	public static final String ID = "cadmus.ui.perspective";

	@Override
	public void createInitialLayout(IPageLayout layout) {
		String editors = layout.getEditorArea();
		layout.addView(IPageLayout.ID_PROJECT_EXPLORER, IPageLayout.LEFT, 0.2f, editors);
		var bottom = layout.createFolder("cadmus.bottom", IPageLayout.BOTTOM, 0.6f, editors);
		bottom.addView(CampaignsView.ID);
		bottom.addView(IPageLayout.ID_PROBLEM_VIEW);
		bottom.addView(IPageLayout.ID_PROGRESS_VIEW);
		layout.addView(FindingsView.ID, IPageLayout.RIGHT, 0.5f, "cadmus.bottom");
		layout.addView(OutputsView.ID, IPageLayout.RIGHT, 0.6f, editors);
		layout.addShowViewShortcut(CampaignsView.ID);
		layout.addShowViewShortcut(FindingsView.ID);
		layout.addShowViewShortcut(OutputsView.ID);
	}
}
