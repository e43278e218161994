// The dashboard beside the previous release of the shared remote (docs/architecture.md, "expand, then contract"):
// a valued message that release lacks (notBefore came with the academic calendar) is left out of the messages read
// back, and the others are still read in Bengali; the dashboard's forms load instead of failing its start.
test('the form messages load with a shared remote whose MESSAGES lack notBefore', () => {
  jest.isolateModules(() => {
    jest.doMock('remote_shared/schemas', () => {
      const actual = jest.requireActual<typeof import('remote_shared/schemas')>('remote_shared/schemas');
      const { notBefore: _lacking, ...older } = actual.MESSAGES;
      return { ...actual, MESSAGES: older };
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded inside the isolated registry, after the mock
    const { localMessage } = require('../src/crud/form') as typeof import('../src/crud/form');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the same registry's messages
    const { MESSAGES } = require('remote_shared/schemas') as typeof import('remote_shared/schemas');
    const english = MESSAGES.maxLength(100);
    expect(localMessage(english)).not.toBe(english);
    expect(localMessage(english)).toContain('১০০');
  });
});
