package cadmus.ui.install;

import java.io.IOException;
import java.net.URI;
import java.util.Set;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.equinox.internal.provisional.configurator.Configurator;
import org.eclipse.equinox.p2.core.IProvisioningAgent;
import org.eclipse.equinox.p2.engine.IProfileRegistry;
import org.eclipse.equinox.p2.metadata.IInstallableUnit;
import org.eclipse.equinox.p2.operations.InstallOperation;
import org.eclipse.equinox.p2.operations.ProfileChangeOperation;
import org.eclipse.equinox.p2.operations.ProvisioningSession;
import org.eclipse.equinox.p2.operations.UninstallOperation;
import org.eclipse.equinox.p2.query.QueryUtil;
import org.eclipse.equinox.p2.repository.metadata.IMetadataRepositoryManager;

import cadmus.ui.Services;

/**
 * Installs a feature from an update site into the running IDE, and uninstalls one, without a restart: p2 changes
 * the installation's profile, then the configurator applies the new configuration to the running framework, as
 * Help > Install New Software's "Apply Changes" does. A language feature's bundles then start, and Declarative
 * Services hands their Language and implementations to every part of the IDE that tracks them.
 */
public final class LanguageInstaller {

	private final IProvisioningAgent agent;

	private LanguageInstaller(IProvisioningAgent agent) {
		this.agent = agent;
	}

	/** The installer of the running installation; fails when the IDE is not a p2-managed installation. */
	public static LanguageInstaller ofRunningInstallation() throws CoreException {
		var agent = Services.find(IProvisioningAgent.class)
				.orElseThrow(() -> new CoreException(Status.error("no p2 provisioning agent runs in this IDE")));
		var registry = agent.getService(IProfileRegistry.class);
		if (registry == null || registry.getProfile(IProfileRegistry.SELF) == null) {
			throw new CoreException(Status.error("this IDE is not a p2-managed installation (no profile): it cannot install features while it runs"));
		}
		return new LanguageInstaller(agent);
	}

	/** Whether the feature (its id, without ".feature.group") is installed now. */
	public boolean installed(String featureId) {
		var profile = agent.getService(IProfileRegistry.class).getProfile(IProfileRegistry.SELF);
		return !profile.query(QueryUtil.createIUQuery(featureId + ".feature.group"), null).isEmpty();
	}

	/** Installs the feature from the update site and applies it to the running IDE. */
	public IStatus install(URI site, String featureId, IProgressMonitor monitor) throws CoreException {
		var progress = SubMonitor.convert(monitor, "Installing " + featureId, 100);
		var repositories = agent.getService(IMetadataRepositoryManager.class);
		var repository = repositories.loadRepository(site, progress.split(20));
		Set<IInstallableUnit> units = repository.query(QueryUtil.createLatestQuery(
				QueryUtil.createIUQuery(featureId + ".feature.group")), progress.split(5)).toUnmodifiableSet();
		if (units.isEmpty()) {
			return Status.error(site + " has no feature " + featureId);
		}
		var operation = new InstallOperation(new ProvisioningSession(agent), units);
		operation.getProvisioningContext().setMetadataRepositories(site);
		operation.getProvisioningContext().setArtifactRepositories(site);
		return perform(operation, progress.split(75));
	}

	/** Uninstalls the feature and applies the change to the running IDE. */
	public IStatus uninstall(String featureId, IProgressMonitor monitor) throws CoreException {
		var progress = SubMonitor.convert(monitor, "Uninstalling " + featureId, 100);
		var profile = agent.getService(IProfileRegistry.class).getProfile(IProfileRegistry.SELF);
		var units = profile.query(QueryUtil.createIUQuery(featureId + ".feature.group"), progress.split(5)).toUnmodifiableSet();
		if (units.isEmpty()) {
			return Status.error(featureId + " is not installed");
		}
		return perform(new UninstallOperation(new ProvisioningSession(agent), units), progress.split(95));
	}

	private static IStatus perform(ProfileChangeOperation operation, IProgressMonitor monitor) throws CoreException {
		var progress = SubMonitor.convert(monitor, 100);
		IStatus resolved = operation.resolveModal(progress.split(30));
		if (resolved.getSeverity() == IStatus.ERROR || resolved.getSeverity() == IStatus.CANCEL) {
			return resolved;
		}
		IStatus done = operation.getProvisioningJob(progress.split(5)).runModal(progress.split(50));
		if (!done.isOK() && done.getSeverity() != IStatus.INFO) {
			return done;
		}
		return applyToRunningFramework();
	}

	/** What "Apply Changes" does: the framework installs, starts and removes bundles as the new configuration says. */
	private static IStatus applyToRunningFramework() {
		var configurator = Services.find(Configurator.class);
		if (configurator.isEmpty()) {
			return Status.error("the configurator (simpleconfigurator) is not running: restart the IDE to apply the change");
		}
		try {
			configurator.get().applyConfiguration();
			return Status.OK_STATUS;
		} catch (IOException e) {
			return Status.error("applying the new configuration failed: " + e.getMessage(), e);
		}
	}
}
