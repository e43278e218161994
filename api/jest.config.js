module.exports = require('../jest.preset')(__dirname, {
  environment: 'node',
  // `cookie` 2 ships only ES modules (required by light-my-request, imported by @fastify/cookie). Node loads
  // them natively; jest's CommonJS runtime needs them compiled, so these two are transformed too.
  // A test file builds its own database (on PostgreSQL, a whole new database) in beforeAll; on a busy 2-core CI
  // machine that can take longer than jest's default 5 s.
  testTimeout: 30_000,
  transformIgnorePatterns: ['/node_modules/(?!(?:.*/)?(?:cookie|@fastify/cookie)/)'],
  // `*.s3.test.ts` test what only a bucket has (presigned redirects, multipart uploads, copying to and from it):
  // they run in the S3 pass (TEST_S3_ENDPOINT, scripts/test.mjs). `*.pg.test.ts` need PostgreSQL (db:copy, the counters' connection): they
  // run in the PostgreSQL pass (TEST_DATABASE_URL); `*.pg.s3.test.ts` need both (two machines on one box). Each
  // pass says so when it is skipped.
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.TEST_S3_ENDPOINT ? [] : ['\\.s3\\.test\\.ts$']),
    ...(/^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '') ? [] : ['\\.pg\\.(s3\\.)?test\\.ts$']),
  ],
});
