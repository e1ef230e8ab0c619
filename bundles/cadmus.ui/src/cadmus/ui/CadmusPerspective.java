package cadmus.ui;

import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

import cadmus.ui.views.CampaignsView;
import cadmus.ui.views.FindingsView;
import cadmus.ui.views.OutputsView;

/**
 * The Cadmus perspective: programs and progress on the left, the editor with every implementation's output beside
 * it, campaigns and their findings below.
 */
public final class CadmusPerspective implements IPerspectiveFactory {

	public static final String ID = "cadmus.ui.perspective";

	@Override
	public void createInitialLayout(IPageLayout layout) {
		String editors = layout.getEditorArea();
		var left = layout.createFolder("cadmus.left", IPageLayout.LEFT, 0.18f, editors);
		left.addView(IPageLayout.ID_PROJECT_EXPLORER);
		var progress = layout.createFolder("cadmus.progress", IPageLayout.BOTTOM, 0.6f, "cadmus.left");
		progress.addView(IPageLayout.ID_PROGRESS_VIEW);
		progress.addView(IPageLayout.ID_PROBLEM_VIEW);
		var campaigns = layout.createFolder("cadmus.campaigns", IPageLayout.BOTTOM, 0.58f, editors);
		campaigns.addView(CampaignsView.ID);
		layout.addView(FindingsView.ID, IPageLayout.RIGHT, 0.45f, "cadmus.campaigns");
		layout.addView(OutputsView.ID, IPageLayout.RIGHT, 0.55f, editors);
		layout.addShowViewShortcut(CampaignsView.ID);
		layout.addShowViewShortcut(FindingsView.ID);
		layout.addShowViewShortcut(OutputsView.ID);
	}
}
