import { Component, type ReactNode } from 'react';
import { TEMPLATE_TEXTS } from './texts.ts';

interface PreviewBoundaryProps {
  /** The draft drawn: a new one is tried again. */
  draft: unknown;
  children: ReactNode;
}

/**
 * Keeps a draft the form cannot draw (RJSF throws on a `$ref` that points nowhere or an unknown
 * `ui:widget`) from taking the page down: the preview says so until the next draft. A draft is drawn
 * before the engine's check has run (TemplateEditor), so the check cannot be what keeps such drafts out.
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
    if (this.state.failed) return <p className="template-alert is-warning" role="status">{TEMPLATE_TEXTS.previewFailed}</p>;
    return this.props.children;
  }
}
