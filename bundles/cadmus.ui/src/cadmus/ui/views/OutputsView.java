package cadmus.ui.views;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.part.ViewPart;

import cadmus.api.Execution;

/**
 * One program's runs side by side: a column per implementation with its outcome, its error kind and time, and
 * what it printed (standard output, then standard error).
 */
public final class OutputsView extends ViewPart {

	public static final String ID = "cadmus.ui.views.outputs";

	private SashForm columns;
	private String title = "";

	@Override
	public void createPartControl(Composite parent) {
		columns = new SashForm(parent, SWT.HORIZONTAL);
		show("", List.of());
	}

	/** Shows these runs of the program {@code what} (a finding, a file), replacing what was shown. */
	public void show(String what, List<Execution> executions) {
		title = what;
		for (Control child : columns.getChildren()) {
			// The sashes between columns are the SashForm's own: it disposes them with their column.
			if (!(child instanceof org.eclipse.swt.widgets.Sash)) {
				child.dispose();
			}
		}
		if (executions.isEmpty()) {
			new Label(columns, SWT.WRAP).setText(what.isEmpty() ? "Open a finding, or run a program on its implementations." : what + ": no runs");
		}
		for (var execution : executions) {
			var column = new Composite(columns, SWT.NONE);
			column.setLayout(new GridLayout(1, false));
			var header = new Label(column, SWT.WRAP);
			header.setText(execution.implementationId() + ": " + execution.outcome()
					+ (execution.errorKind().isEmpty() ? "" : " (" + execution.errorKind() + ")") + ", "
					+ execution.duration().toMillis() + " ms");
			header.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
			var output = new Text(column, SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL | SWT.BORDER);
			output.setText(execution.stdout() + (execution.stderr().isEmpty() ? "" : "\n--- standard error ---\n" + execution.stderr()));
			output.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		}
		setContentDescription(what);
		columns.layout(true, true);
	}

	/** What is shown: the program's name. */
	public String shown() {
		return title;
	}

	/** The implementations shown, in column order (for tests). */
	public List<String> implementations() {
		return java.util.Arrays.stream(columns.getChildren()).filter(c -> c instanceof Composite && !c.isDisposed())
				.map(c -> ((Label) ((Composite) c).getChildren()[0]).getText().split(":")[0]).toList();
	}

	@Override
	public void setFocus() {
		columns.setFocus();
	}
}
