// Loading the public remote's server renderer: the module its build writes, loaded again when a new build replaces
// it (a rebuild is live without a restart), with the header's sign-in controls it draws once per build.
import type { AuthKind, PageRendererModule } from 'remote_shared/schemas';
import { builtFile } from '../builtFiles';

export interface LoadedRenderer {
  renderer: PageRendererModule;
  /** The header's control for each kind of caller. */
  auth: Record<AuthKind, string>;
}

/** The renderer built at `file`, or null while there is none; the same object until the file changes. */
export const loadRenderer = builtFile<LoadedRenderer | null>((file) => {
  delete require.cache[require.resolve(file)];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built file loaded by its path at run time, again after each rebuild (require.cache)
  const renderer = require(file) as PageRendererModule;
  return { renderer, auth: renderer.renderAuthControls() };
}, null);
