import { errorMessage } from '../session/adminRequest.ts';
import { TEXTS } from '../texts.ts';

/** A staff list that could not be loaded: why, in Spanish, and a way to try again. */
export function ListLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="list-state is-error" role="alert">
      <p>
        {TEXTS.list.loadError} {errorMessage(error, TEXTS.errors.network)}
      </p>
      <button type="button" className="button is-small is-light" onClick={onRetry}>
        {TEXTS.list.retry}
      </button>
    </div>
  );
}
