module.exports = require('../jest.preset')(__dirname, {
  environment: 'node',
  // `cookie` 2 ships only ES modules (required by light-my-request, imported by @fastify/cookie). Node loads
  // them natively; jest's CommonJS runtime needs them compiled, so these two are transformed too.
  transformIgnorePatterns: ['/node_modules/(?!(?:.*/)?(?:cookie|@fastify/cookie)/)'],
});
