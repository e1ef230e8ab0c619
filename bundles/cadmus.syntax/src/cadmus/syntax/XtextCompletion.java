package cadmus.syntax;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.ide.editor.contentassist.antlr.ContentAssistContextFactory;
import org.eclipse.xtext.resource.IResourceFactory;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.TextRegion;

import com.google.inject.Injector;

import cadmus.api.Completion;

/**
 * Content assist from Xtext's IDE services: the language's content-assist parser finds what the grammar allows at
 * the position, and its proposal provider turns that into keywords and names in scope. One per language; calls are
 * serialized, since a content-assist request is short and the factory keeps state while it runs.
 */
final class XtextCompletion {

	private final Injector injector;
	private final String extension;
	/** The context factory computes follow elements in parallel; daemon threads, so it never keeps a JVM up. */
	private final ExecutorService pool = Executors.newCachedThreadPool(runnable -> {
		var thread = new Thread(runnable, "cadmus content assist");
		thread.setDaemon(true);
		return thread;
	});

	XtextCompletion(Injector ideInjector, String extension) {
		this.injector = ideInjector;
		this.extension = extension;
	}

	synchronized List<Completion> complete(String text, int offset) {
		int at = Math.max(0, Math.min(offset, text.length()));
		XtextResource resource = load(text);
		var factory = injector.getInstance(ContentAssistContextFactory.class);
		factory.setPool(pool);
		var contexts = factory.create(text, new TextRegion(at, 0), at, resource);
		var acceptor = injector.getInstance(IdeContentProposalAcceptor.class);
		injector.getInstance(IdeContentProposalProvider.class).createProposals(Arrays.asList(contexts), acceptor);
		// The same proposal can come from several contexts: first one wins, in the acceptor's order (by priority).
		var unique = new LinkedHashMap<String, Completion>();
		for (var entry : acceptor.getEntries()) {
			// TEXT and VALUE entries are placeholders for terminals ("name", "\"value\""), not text to insert.
			boolean placeholder = "TEXT".equals(entry.getKind()) || "VALUE".equals(entry.getKind());
			if (!placeholder && entry.getProposal() != null && !entry.getProposal().isBlank()) {
				unique.putIfAbsent(entry.getProposal(), new Completion(entry.getProposal(), entry.getPrefix(), entry.getKind()));
			}
		}
		return new ArrayList<>(unique.values());
	}

	private XtextResource load(String text) {
		var resourceSet = injector.getInstance(XtextResourceSet.class);
		var resource = (XtextResource) injector.getInstance(IResourceFactory.class)
				.createResource(URI.createURI("synthetic:/program." + extension));
		resourceSet.getResources().add(resource);
		try {
			resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
					Map.of(XtextResource.OPTION_ENCODING, StandardCharsets.UTF_8.name()));
		} catch (IOException e) {
			throw new java.io.UncheckedIOException(e);
		}
		return resource;
	}
}
