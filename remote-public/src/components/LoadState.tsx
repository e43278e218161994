// What a list shows when it has nothing to show: the spec's empty message, and after a failed fetch the same
// message with a way to try again (the failure itself is logged, never shown as a broken page).
import { RefreshCw } from 'lucide-react';
import { T } from '../texts';

export function EmptyState({ message = T.empty, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div className="pub-empty" role="status">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="pub-button pub-button--outline" onClick={onRetry}>
          <RefreshCw size={16} aria-hidden="true" /> {T.retry}
        </button>
      )}
    </div>
  );
}
