// One federated area of the page (the public site, or the dashboard). A remote whose entry cannot be fetched,
// or whose code throws, costs only this area: it shows a clear message with a retry, the rest keeps working.
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Spinner } from 'remote_shared/ui';

type RemoteModule = { default: ComponentType };

export async function loadRemoteComponent(id: string): Promise<RemoteModule> {
  const mod = await loadRemote<RemoteModule>(id);
  if (!mod || typeof mod.default !== 'function') throw new Error(`${id} could not be loaded`);
  return mod;
}

interface BoundaryProps {
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[host] ${this.props.label} failed`, error);
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RemoteFailure label={this.props.label} onRetry={this.retry} />;
  }
}

export function RemoteFailure({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <section className="host-failure" role="alert" aria-labelledby="host-failure-title">
      <h1 id="host-failure-title">{label} এই মুহূর্তে লোড করা যায়নি।</h1>
      <p>ইন্টারনেট সংযোগ পরীক্ষা করে আবার চেষ্টা করুন। সমস্যা থাকলে কিছুক্ষণ পরে আবার আসুন।</p>
      <div className="host-failure__actions">
        <button type="button" onClick={onRetry}>আবার চেষ্টা করুন</button>
        <a href="/">হোম পেজে যান</a>
      </div>
    </section>
  );
}

interface RemoteAreaProps {
  id: string;
  label: string;
  load?: (id: string) => Promise<RemoteModule>;
}

/** The area of one remote; another `id` is another area (its own attempts and its own lazy component). */
export function RemoteArea(props: RemoteAreaProps) {
  return <RemoteAreaOf key={props.id} {...props} />;
}

function RemoteAreaOf({ id, label, load = loadRemoteComponent }: RemoteAreaProps) {
  // A lazy component made when the area mounts and again on each retry (React.lazy remembers a failure, a retry
  // must load afresh), kept in state so that no other render makes a new one and loads the remote again.
  const [{ attempt, Remote }, setArea] = useState(() => ({ attempt: 0, Remote: lazy(() => load(id)) }));
  const retry = () => setArea((area) => ({ attempt: area.attempt + 1, Remote: lazy(() => load(id)) }));
  return (
    <RemoteErrorBoundary key={attempt} label={label} onRetry={retry}>
      <Suspense fallback={<Spinner label="লোড হচ্ছে..." />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
