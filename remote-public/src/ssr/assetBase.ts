// Where the browser build's files are served, which the pages' image URLs start with: exposed by the server build
// (`remote_public/assetBase`, webpack.server.js) beside the renderer. The server that loads the build says where
// (api/src/renderer/federated.ts): the path it serves the browser build at for `npm start`, another origin for a
// release uploaded elsewhere. It must say so before it loads `./render`: an imported image's URL is made when its
// module first runs. Each load of the build has its own webpack runtime, so two loads may name two bases.

// webpack's public path: the prefix of every asset URL this build's modules import (output.publicPath is empty).
declare let __webpack_public_path__: string;

/** Sets the browser build's base URL (ending in `/`) for the images of the modules that run from now on. */
export function setAssetBase(base: string): void {
  __webpack_public_path__ = base;
}
