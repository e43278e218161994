// One jest configuration factory: every package's jest.config.js calls it, and the root config runs
// them all as projects. TypeScript is transpiled by SWC (type checking is `npm run typecheck`).
const path = require('path');

module.exports = function jestConfig(dir, { environment = 'jsdom', setupFiles = [], ...rest } = {}) {
  const root = __dirname;
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^remote_shared/(.*)$': path.join(root, 'remote-shared/src/exposed/$1'),
      '\\.(css)$': path.join(root, 'jest.style-stub.js'),
      '\\.(png|jpg|svg|webp|woff2)$': path.join(root, 'jest.file-stub.js'),
    },
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(root, 'jest.setup-dom.js')] : []),
      ...setupFiles,
    ],
    ...rest,
  };
};
