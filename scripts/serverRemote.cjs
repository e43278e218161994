// Loads a remote's server build (a federated remote for Node: webpack `target: 'async-node'`, library
// `commonjs-module`, remote-public/webpack.server.js) from a folder of this machine, through the federation
// runtime: a new runtime instance whose remote is the build's remoteEntry.js, sharing the caller's own copies of the
// libraries the build declares as shared singletons. The API draws pages with it (api/src/renderer/federated.ts)
// and the public remote's build reads its table of pages with it (remote-public/ssr/pages.mjs).
//
// The runtime's own Node loader fetches an entry with `fetch`, which has no `file:` URLs in Node 20; the runtime
// plugin here answers its `loadEntry` hook instead, for `file:` entries only: it runs the file as CommonJS in this
// process, with the file's folder as __dirname, from where the build's chunks are read (webpack's readFile chunk
// loading). The build may require Node's own modules and nothing else: it bundles its packages and takes the
// shared ones from the runtime, as it must when it is fetched from elsewhere.
const { readFileSync } = require('node:fs');
const { isBuiltin } = require('node:module');
const path = require('node:path');
const { fileURLToPath, pathToFileURL } = require('node:url');
const vm = require('node:vm');
const { createInstance } = require('@module-federation/runtime');

/** Runs a CommonJS entry file and answers its exports. */
function runEntry(file) {
  const code = readFileSync(file, 'utf8');
  const module = { exports: {} };
  const requireBuiltin = (id) => {
    if (!isBuiltin(id)) throw new Error(`${file} requires "${id}": a server build bundles its packages and takes the shared ones from the federation runtime`);
    return require(id);
  };
  const wrapped = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, { filename: file });
  wrapped.runInThisContext()(module.exports, module, requireBuiltin, path.dirname(file), file);
  return module.exports;
}

/** The runtime plugin that runs `file:` entries from disk (any other entry is left to the runtime). */
const localEntries = {
  name: 'local-server-entries',
  loadEntry({ remoteInfo }) {
    return remoteInfo.entry.startsWith('file:') ? runEntry(fileURLToPath(remoteInfo.entry)) : undefined;
  },
};

let loads = 0;

/**
 * Loads the server build whose entry is `entryFile`, as remote `name`; answers a function that loads one of its
 * exposed modules (`./render`). `shared` maps each shared singleton's key to the caller's copy (`react` →
 * () => require('react')). Each call is a new runtime instance that runs the entry anew (its URL names the load),
 * so a rebuilt entry is never answered from the runtime's cache of an earlier one. What an instance leaves in this
 * process is in docs/architecture.md.
 */
function loadServerRemote({ name, entryFile, shared }) {
  loads += 1;
  const instance = createInstance({
    name: `${name}_server_${process.pid}_${loads}`,
    remotes: [{ name, entry: `${pathToFileURL(entryFile).href}?load=${loads}` }],
    shared: Object.fromEntries(Object.entries(shared).map(([key, lib]) => [key, { lib, shareConfig: { singleton: true, requiredVersion: false } }])),
    plugins: [localEntries],
  });
  return async (expose) => {
    const module = await instance.loadRemote(`${name}/${expose.replace(/^\.\//, '')}`);
    if (!module) throw new Error(`${entryFile} does not expose ${expose}`);
    return module;
  };
}

module.exports = { loadServerRemote };
