import { Component, type ReactNode } from 'react';
import { TEMPLATE_TEXTS } from './texts.ts';

interface PreviewBoundaryProps {
  /** The draft drawn: a new one is tried again. */
  draft: unknown;
  children: ReactNode;
}

/**
 * Keeps a draft the preview cannot draw from taking the page down: it says so until the next draft. A
 * draft is drawn before the engine's check has run (TemplateEditor), so the check cannot keep such drafts
 * out: one RJSF cannot draw (a `$ref` that points nowhere, an unknown `ui:widget`, which the check lets
 * through), caught around the form so what was typed into it stays; or JSON typed out of a template's
 * shape (a section gone, a field that is `null`), caught around the whole preview until the check puts
 * it back on the last accepted draft.
 */
export class PreviewBoundary extends Component<PreviewBoundaryProps, { draft: unknown; failed: boolean }> {
  state = { draft: this.props.draft, failed: false };

  static getDerivedStateFromProps(props: PreviewBoundaryProps, state: { draft: unknown }) {
    return props.draft === state.draft ? null : { draft: props.draft, failed: false };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (this.state.failed)
      return (
        <p className="template-alert is-warning" role="status">
          {TEMPLATE_TEXTS.previewFailed}
        </p>
      );
    return this.props.children;
  }
}
