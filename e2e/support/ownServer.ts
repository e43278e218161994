// A test file that runs a server of its own (a release file, a list of preview origins): the browser sessions
// (browser.ts) open that server's pages while the file runs, and the shared server's again after it.
import { close, launch } from './browser';
import { startServer, stopServer, type StartedServer } from './server';

let sharedBase: string | undefined;

/** Starts a server with `env` (from the checkout at `root`: startServer's) and points the browser sessions at it. */
export async function startOwnServer(env: Record<string, string>, root?: string): Promise<StartedServer> {
  const server = await startServer(env, root);
  sharedBase = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = server.url;
  await launch();
  return server;
}

/** Closes the browser, points the sessions back at the shared server, and stops `server`. */
export async function stopOwnServer(server: StartedServer | undefined): Promise<void> {
  await close();
  if (server) process.env.E2E_BASE_URL = sharedBase;
  await stopServer(server);
}
