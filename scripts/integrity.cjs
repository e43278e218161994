// A file's hash as a Subresource Integrity value (`sha384-<base64>`): how a build's files.json pins its files
// (files.mjs, release.mjs) and how the API checks a release against those pins (api/src/releases/rules.ts).
// CommonJS, so the build scripts (ES modules) and the API's TypeScript both take it as it is.
const { createHash } = require('node:crypto');

exports.integrity = (content) => `sha384-${createHash('sha384').update(content).digest('base64')}`;
