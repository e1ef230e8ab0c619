package cadmus.ui.launch;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.model.ILaunchConfigurationDelegate;

import cadmus.campaign.CampaignService;
import cadmus.campaign.MissingPartException;
import cadmus.ui.Services;

/**
 * Runs a "Cadmus campaign" launch configuration: a new campaign directory in the configuration's workspace
 * folder, run by the same {@link CampaignService} as {@code cadmus fuzz}, as a {@link CampaignJob}.
 */
public final class CampaignLaunchDelegate implements ILaunchConfigurationDelegate {

	@Override
	public void launch(ILaunchConfiguration configuration, String mode, ILaunch launch, IProgressMonitor monitor)
			throws CoreException {
		CampaignService service = Services.find(CampaignService.class)
				.orElseThrow(() -> new CoreException(Status.error("Cadmus: the campaign service is not running (is cadmus.campaign installed?)")));
		cadmus.campaign.CampaignConfig config;
		try {
			config = service.configure(CampaignLaunch.settings(configuration));
		} catch (MissingPartException | IllegalArgumentException e) {
			throw new CoreException(Status.error("Cadmus campaign " + configuration.getName() + ": " + e.getMessage(), e));
		}
		IContainer output = outputFolder(configuration.getAttribute(CampaignLaunch.OUTPUT, CampaignLaunch.DEFAULT_OUTPUT));
		String name = config.languageId() + "-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
		IFolder campaign = output.getFolder(org.eclipse.core.runtime.IPath.fromOSString(name));
		Path dir = campaign.getLocation().toFile().toPath();
		new CampaignJob(configuration.getName(), service, config, dir, output).schedule();
	}

	/** The workspace folder (made if missing; a project if the path has one segment) campaigns are made in. */
	static IContainer outputFolder(String path) throws CoreException {
		var root = ResourcesPlugin.getWorkspace().getRoot();
		var full = org.eclipse.core.runtime.IPath.fromOSString(path.isBlank() ? CampaignLaunch.DEFAULT_OUTPUT : path).makeAbsolute();
		if (full.segmentCount() == 0) {
			throw new CoreException(Status.error("Cadmus campaign: the output folder must be in a project, e.g. /campaigns"));
		}
		var project = root.getProject(full.segment(0));
		if (!project.exists()) {
			project.create(null);
		}
		if (!project.isOpen()) {
			project.open(null);
		}
		if (full.segmentCount() == 1) {
			return project;
		}
		IFolder folder = root.getFolder(full);
		create(folder);
		return folder;
	}

	private static void create(IContainer container) throws CoreException {
		if (container.exists() || container.getType() == IResource.PROJECT) {
			return;
		}
		create(container.getParent());
		((IFolder) container).create(true, true, null);
	}
}
