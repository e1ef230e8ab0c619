package cadmus.ui.views;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;

import cadmus.campaign.CampaignConfig;
import cadmus.campaign.store.CampaignStore;
import cadmus.campaign.store.Counters;

/**
 * A campaign directory in the workspace, with its figures as last read from its store.
 *
 * @param problem    why the store could not be read, or "" when it could
 * @param rangesHeld on a shared store, the ranges of its seeds that processes hold leases on now, by the server's
 *                   clock: processes that run it, here or on other machines (0 for a campaign of its own file)
 */
public record CampaignFolder(Path dir, String workspacePath, CampaignConfig config, Counters counters, String problem,
		long rangesHeld) {

	/** How deep under a project campaign directories are looked for (campaigns/LANG-DATE is 2). */
	private static final int DEPTH = 4;

	/** Reads a campaign directory's store; a store that cannot be read is kept with the reason. */
	public static CampaignFolder read(Path dir, String workspacePath) {
		try (var store = CampaignStore.open(dir)) {
			return new CampaignFolder(dir, workspacePath, store.config(), store.counters(), "",
					store.shared() ? store.sharing().ranges().held() : 0);
		} catch (RuntimeException e) { // StoreException and what SQLite throws for a file being written
			return new CampaignFolder(dir, workspacePath, null, null, String.valueOf(e.getMessage()), 0);
		}
	}

	/** Every campaign directory in the workspace's open projects, newest first. */
	public static List<CampaignFolder> inWorkspace() {
		var found = new ArrayList<CampaignFolder>();
		for (IProject project : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
			if (!project.isOpen() || project.getLocation() == null) {
				continue;
			}
			Path root = project.getLocation().toFile().toPath();
			try (Stream<Path> files = Files.walk(root, DEPTH)) {
				// A campaign kept in its own SQLite file, or one on a shared store that its folder names.
				files.filter(p -> p.getFileName().toString().equals(CampaignStore.FILE)
						|| p.getFileName().toString().equals(CampaignStore.SHARED_FILE)).map(Path::getParent)
						.forEach(dir -> found.add(read(dir, "/" + project.getName() + "/" + root.relativize(dir))));
			} catch (IOException | java.io.UncheckedIOException e) {
				// A project being deleted or unreadable: it holds no campaign to show.
			}
		}
		found.sort(Comparator.comparing(CampaignFolder::workspacePath).reversed());
		return found;
	}

	/** The workspace container of this campaign, if the workspace knows it. */
	public java.util.Optional<IContainer> container() {
		var root = ResourcesPlugin.getWorkspace().getRoot();
		var folder = root.getFolder(org.eclipse.core.runtime.IPath.fromOSString(workspacePath));
		return folder.exists() ? java.util.Optional.of(folder) : java.util.Optional.empty();
	}

	public String language() {
		return config == null ? "" : config.dialect().isEmpty() ? config.languageId() : config.languageId() + " " + config.dialect();
	}
}
