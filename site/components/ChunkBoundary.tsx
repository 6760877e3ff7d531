/**
 * Catches a lazily loaded part that failed to load (a new deploy removed the old
 * chunk, or the network dropped) and says so with the spec's wording, instead of
 * letting the error take the whole island down.
 */
import { Component, type ReactNode } from 'react';

/** The spec's message for a chunk that failed to load. */
export function chunkFailedMessage(id: string): string {
  return `Loading chunk ${id} failed.`;
}

interface Props {
  /** A short name of the part, used in the message. */
  id: string;
  children: ReactNode;
}

export class ChunkBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(chunkFailedMessage(this.props.id), error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="error-text" role="alert">
        {chunkFailedMessage(this.props.id)}{' '}
        <button type="button" className="link-button" onClick={() => window.location.reload()}>
          Refresh the page
        </button>
      </p>
    );
  }
}
