// What the server build exposes (`remote_public/render`, webpack.server.js): the renderer, and where the browser
// build's files are served, which the pages' image URLs start with. The server that loads this build says where
// (api/src/renderer/federated.ts): the path it serves the browser build at for `npm start`, another origin for a
// release uploaded elsewhere. Each load of the build has its own webpack runtime, so two loads may name two bases.
export * from './render';

// webpack's public path: the prefix of every asset URL this build's modules import (output.publicPath is empty).
declare let __webpack_public_path__: string;

/** Sets the browser build's base URL (ending in `/`) for the pages drawn from now on. */
export function setAssetBase(base: string): void {
  __webpack_public_path__ = base;
}
