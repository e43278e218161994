// Configuration from the environment (API.md, "Configuration").
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, parseByteRate, parseDelay, parseDuration, parseProcesses, parseRate, parseSize, PRODUCTION_SCRYPT, REPO_ROOT } from '../src/config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'college-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

test('the repository root is the folder holding api/', () => {
  expect(statSync(path.join(REPO_ROOT, 'api', 'package.json')).isFile()).toBe(true);
});

test('defaults: port 8080, SQLite and media under <repo>/data, built frontends under each package, default remote URLs', () => {
  const config = loadConfig({ SECRET_KEY: 'given' });
  expect(config.port).toBe(8080);
  expect(config.host).toBe('0.0.0.0');
  expect(config.databaseUrl).toBe(`sqlite:${path.join(REPO_ROOT, 'data', 'college.db')}`);
  expect(config.mediaRoot).toBe(path.join(REPO_ROOT, 'data', 'media'));
  expect(config.staticRoots).toEqual({
    host: path.join(REPO_ROOT, 'host', 'dist'),
    shared: path.join(REPO_ROOT, 'remote-shared', 'dist'),
    public: path.join(REPO_ROOT, 'remote-public', 'dist'),
    dashboard: path.join(REPO_ROOT, 'remote-dashboard', 'dist'),
  });
  expect(config.remoteUrls).toEqual({
    remote_shared: '/remotes/shared/remoteEntry.js',
    remote_public: '/remotes/public/remoteEntry.js',
    remote_dashboard: '/remotes/dashboard/remoteEntry.js',
  });
  expect(config.accessTokenLifetimeSeconds).toBe(3600);
  expect(config.sessionLifetimeSeconds).toBe(14 * 86400);
  expect(config.trustProxy).toBe(false);
  expect(config.publicUrl).toBeNull();
  expect(config.adminUsername).toBeNull();
  expect(config.scrypt).toEqual(PRODUCTION_SCRYPT);
  expect(PRODUCTION_SCRYPT.N).toBeGreaterThanOrEqual(2 ** 15);
});

test('relative paths are resolved against the repository root whatever the working directory', () => {
  const cwd = process.cwd();
  process.chdir(tmpdir());
  try {
    const config = loadConfig({ SECRET_KEY: 'k', DATABASE_URL: 'sqlite:./data/other.db', MEDIA_ROOT: './uploads' });
    expect(config.databaseUrl).toBe(`sqlite:${path.join(REPO_ROOT, 'data', 'other.db')}`);
    expect(config.mediaRoot).toBe(path.join(REPO_ROOT, 'uploads'));
  } finally {
    process.chdir(cwd);
  }
});

test('every variable is read', () => {
  const config = loadConfig({
    SECRET_KEY: 'k',
    PORT: '9000',
    HOST: '127.0.0.1',
    DATABASE_URL: 'postgres://u:p@db:5432/college',
    MEDIA_ROOT: '/srv/media',
    ADMIN_USERNAME: ' boss ',
    ADMIN_PASSWORD: 'pw',
    PUBLIC_URL: 'https://college.example.edu/',
    ACCESS_TOKEN_LIFETIME: '15m',
    SESSION_LIFETIME: '7d',
    STATIC_HOST_ROOT: '/srv/host',
    REMOTE_PUBLIC_URL: 'https://cdn.example.com/public/remoteEntry.js',
    ALLOW_UNPINNED_REMOTES: '1',
    TRUST_PROXY: 'true',
  });
  expect(config).toMatchObject({
    port: 9000,
    host: '127.0.0.1',
    databaseUrl: 'postgres://u:p@db:5432/college',
    mediaRoot: '/srv/media',
    adminUsername: 'boss',
    adminPassword: 'pw',
    publicUrl: 'https://college.example.edu',
    accessTokenLifetimeSeconds: 900,
    sessionLifetimeSeconds: 7 * 86400,
    trustProxy: true,
  });
  expect(config.staticRoots.host).toBe('/srv/host');
  expect(config.remoteUrls.remote_public).toBe('https://cdn.example.com/public/remoteEntry.js');
});

test('MEDIA_STORAGE: the disk unless s3, whose bucket settings are read and checked', () => {
  expect(loadConfig({ SECRET_KEY: 'k' })).toMatchObject({ s3: null, mediaRedirect: false });
  const config = loadConfig({
    SECRET_KEY: 'k',
    MEDIA_STORAGE: 's3',
    S3_BUCKET: 'college-media',
    S3_ENDPOINT: 'https://minio.example.edu:9000',
    S3_REGION: 'ap-south-1',
    S3_FORCE_PATH_STYLE: '1',
    S3_PREFIX: '/chandpur/',
    S3_ACCESS_KEY_ID: 'AKID',
    S3_SECRET_ACCESS_KEY: 'secret',
    MEDIA_REDIRECT: 'on',
  });
  expect(config).toMatchObject({
    mediaRedirect: true,
    s3: { bucket: 'college-media', endpoint: 'https://minio.example.edu:9000', region: 'ap-south-1', forcePathStyle: true, prefix: 'chandpur', credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' } },
  });
  // Without keys, the SDK's default chain; without an endpoint, AWS's own in us-east-1.
  expect(loadConfig({ SECRET_KEY: 'k', MEDIA_STORAGE: 's3', S3_BUCKET: 'b' }).s3).toEqual({ bucket: 'b', endpoint: null, region: 'us-east-1', forcePathStyle: false, prefix: '', credentials: null });
  expect(() => loadConfig({ SECRET_KEY: 'k', MEDIA_STORAGE: 'ftp' })).toThrow('MEDIA_STORAGE: "ftp" is neither disk nor s3');
  expect(() => loadConfig({ SECRET_KEY: 'k', MEDIA_STORAGE: 's3' })).toThrow('MEDIA_STORAGE=s3 needs S3_BUCKET');
  expect(() => loadConfig({ SECRET_KEY: 'k', MEDIA_REDIRECT: '1' })).toThrow('MEDIA_REDIRECT needs MEDIA_STORAGE=s3');
  expect(() => loadConfig({ SECRET_KEY: 'k', MEDIA_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKID' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  expect(() => loadConfig({ SECRET_KEY: 'k', MEDIA_STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT: "minio:9000" is not an http(s) URL');
});

test('AUDIT_RETENTION: a year unless set, a bare number in days, at least a day', () => {
  expect(loadConfig({ SECRET_KEY: 'k' }).auditRetentionSeconds).toBe(365 * 86400);
  expect(loadConfig({ SECRET_KEY: 'k', AUDIT_RETENTION: '730' }).auditRetentionSeconds).toBe(730 * 86400);
  expect(loadConfig({ SECRET_KEY: 'k', AUDIT_RETENTION: '90d' }).auditRetentionSeconds).toBe(90 * 86400);
  expect(() => loadConfig({ SECRET_KEY: 'k', AUDIT_RETENTION: '2h' })).toThrow('AUDIT_RETENTION must be at least 1d');
  expect(() => loadConfig({ SECRET_KEY: 'k', AUDIT_RETENTION: 'forever' })).toThrow(/AUDIT_RETENTION/);
});

test('WEB_CONCURRENCY: one process per processor core by default, at most four; a count from 1 to 64 when set', () => {
  expect([1, 2, 3, 8, 64].map((cores) => parseProcesses(undefined, cores))).toEqual([1, 2, 3, 4, 4]);
  expect(parseProcesses(' ', 2)).toBe(2);
  expect(parseProcesses('1', 8)).toBe(1);
  expect(loadConfig({ SECRET_KEY: 'k', WEB_CONCURRENCY: '6' }).processes).toBe(6);
  for (const wrong of ['0', '-2', '1.5', 'two', '65']) {
    expect(() => loadConfig({ SECRET_KEY: 'k', WEB_CONCURRENCY: wrong })).toThrow(`WEB_CONCURRENCY: "${wrong}" is not a number of processes from 1 to 64`);
  }
});

test('APP_START_QUIET: 5 s unless set, in seconds or ms, 0 or off for none; a bad value stops the start', () => {
  expect(loadConfig({ SECRET_KEY: 'k' }).appStartQuietMs).toBe(5000);
  expect(loadConfig({ SECRET_KEY: 'k', APP_START_QUIET: '8s' }).appStartQuietMs).toBe(8000);
  expect(loadConfig({ SECRET_KEY: 'k', APP_START_QUIET: '250ms' }).appStartQuietMs).toBe(250);
  expect(loadConfig({ SECRET_KEY: 'k', APP_START_QUIET: 'off' }).appStartQuietMs).toBe(0);
  expect(() => loadConfig({ SECRET_KEY: 'k', APP_START_QUIET: 'soon' })).toThrow('APP_START_QUIET');
  expect(() => loadConfig({ SECRET_KEY: 'k', APP_START_QUIET: '1m' })).toThrow('APP_START_QUIET');
});

test('METRICS_PORT, METRICS_TOKEN and SHUTDOWN_GRACE: none, none and 10 s unless set; a bad value stops the start', () => {
  expect(loadConfig({ SECRET_KEY: 'k' })).toMatchObject({ metricsPort: null, metricsToken: null, shutdownGraceMs: 10_000 });
  const token = 'a-token-of-sixteen-or-more';
  expect(loadConfig({ SECRET_KEY: 'k', METRICS_PORT: '9464', METRICS_TOKEN: ` ${token} `, SHUTDOWN_GRACE: '30' })).toMatchObject({
    metricsPort: 9464,
    metricsToken: token,
    shutdownGraceMs: 30_000,
  });
  expect(loadConfig({ SECRET_KEY: 'k', SHUTDOWN_GRACE: '2m' }).shutdownGraceMs).toBe(120_000);
  for (const wrong of ['0', '65536', 'ninety', '1.5']) {
    expect(() => loadConfig({ SECRET_KEY: 'k', METRICS_PORT: wrong })).toThrow(`METRICS_PORT: "${wrong}" is not a port`);
  }
  expect(() => loadConfig({ SECRET_KEY: 'k', PORT: '9000', METRICS_PORT: '9000' })).toThrow('METRICS_PORT must differ from PORT');
  expect(() => loadConfig({ SECRET_KEY: 'k', METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must have at least 16 characters');
  expect(() => loadConfig({ SECRET_KEY: 'k', SHUTDOWN_GRACE: 'soon' })).toThrow('SHUTDOWN_GRACE: "soon" is not a duration');
});

test('TRUST_PROXY takes a hop count or addresses', () => {
  expect(loadConfig({ SECRET_KEY: 'k', TRUST_PROXY: '1' }).trustProxy).toBe(1);
  expect(loadConfig({ SECRET_KEY: 'k', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback']);
  expect(loadConfig({ SECRET_KEY: 'k', TRUST_PROXY: 'yes' }).trustProxy).toBe(true);
  expect(() => loadConfig({ SECRET_KEY: 'k', TRUST_PROXY: '10.0.0.300' })).toThrow('TRUST_PROXY: "10.0.0.300" is not an address');
  expect(() => loadConfig({ SECRET_KEY: 'k', TRUST_PROXY: 'proxy.internal' })).toThrow('TRUST_PROXY: "proxy.internal"');
  expect(loadConfig({ SECRET_KEY: 'k', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
});

test('durations: a bare number is in the variable unit; s, m, h, d suffixes; nonsense is refused', () => {
  expect(parseDuration('30', 'm', 'X')).toBe(1800);
  expect(parseDuration('90s', 'm', 'X')).toBe(90);
  expect(parseDuration('2h', 'm', 'X')).toBe(7200);
  expect(parseDuration('14', 'd', 'X')).toBe(14 * 86400);
  expect(() => parseDuration('soon', 'm', 'ACCESS_TOKEN_LIFETIME')).toThrow(/ACCESS_TOKEN_LIFETIME/);
  expect(() => loadConfig({ SECRET_KEY: 'k', PORT: 'eighty' })).toThrow(/PORT/);
});

test('without SECRET_KEY a key is generated once into <data>/secret_key (mode 0600) and reused', () => {
  const first = loadConfig({ DATA_DIR: dataDir });
  const file = path.join(dataDir, 'secret_key');
  expect(first.secretKey.length).toBeGreaterThanOrEqual(48);
  expect(readFileSync(file, 'utf8').trim()).toBe(first.secretKey);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(loadConfig({ DATA_DIR: dataDir }).secretKey).toBe(first.secretKey);
  expect(loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'explicit' }).secretKey).toBe('explicit');
});

test('an unknown DATABASE_URL scheme is refused when opening', async () => {
  const { openDatabase } = await import('../src/db');
  expect(() => openDatabase('mysql://x')).toThrow(/sqlite: or postgres:\/\//);
});

test("public pages are drawn by the public remote's built renderer, unless SERVER_RENDER is off or the remote is served from elsewhere", () => {
  expect(loadConfig({ SECRET_KEY: 'k' }).publicRenderer).toBe(path.join(REPO_ROOT, 'remote-public', 'dist', 'server', 'remoteEntry.js'));
  expect(loadConfig({ SECRET_KEY: 'k', SERVER_RENDER: '0' }).publicRenderer).toBeNull();
  expect(loadConfig({ SECRET_KEY: 'k', REMOTE_PUBLIC_URL: 'https://cdn.example/public/remoteEntry.js', ALLOW_UNPINNED_REMOTES: '1' }).publicRenderer).toBeNull();
  expect(() => loadConfig({ SECRET_KEY: 'k', SERVER_RENDER: 'maybe' })).toThrow(/SERVER_RENDER/);
});

describe('throttles (issue 11): generous defaults for many people behind one address, each configurable', () => {
  test('defaults', () => {
    const config = loadConfig({ SECRET_KEY: 'k' });
    expect(config.loginPairRate).toEqual({ limit: 5, windowSeconds: 15 * 60 });
    expect(config.loginAddressRate).toEqual({ limit: 50, windowSeconds: 15 * 60 });
    expect(config.loginSpray).toEqual({ limit: 100, windowSeconds: 5 * 60, delayMs: 1000 });
    expect(config.registerRate).toEqual({ limit: 20, windowSeconds: 3600 });
    expect(config.registerPictureRate).toEqual({ bytes: 200 * 1024 * 1024, windowSeconds: 3600 });
    expect(config.contactRate).toEqual({ limit: 10, windowSeconds: 3600 });
    expect(config.verifyRate).toEqual({ limit: 60, windowSeconds: 300 });
  });

  test('every throttle variable is read', () => {
    const config = loadConfig({
      SECRET_KEY: 'k',
      LOGIN_FAILURE_RATE: '3/10m',
      LOGIN_ADDRESS_FAILURE_RATE: '100/1h',
      LOGIN_SPRAY_RATE: '500/10m',
      LOGIN_SPRAY_DELAY: '250ms',
      REGISTER_RATE: '40/2h',
      REGISTER_PICTURE_RATE: '1.5GB/1d',
      CONTACT_RATE: '20/1h',
      VERIFY_RATE: '200/1h',
    });
    expect(config).toMatchObject({
      loginPairRate: { limit: 3, windowSeconds: 600 },
      loginAddressRate: { limit: 100, windowSeconds: 3600 },
      loginSpray: { limit: 500, windowSeconds: 600, delayMs: 250 },
      registerRate: { limit: 40, windowSeconds: 7200 },
      registerPictureRate: { bytes: 1.5 * 1024 ** 3, windowSeconds: 86400 },
      contactRate: { limit: 20, windowSeconds: 3600 },
      verifyRate: { limit: 200, windowSeconds: 3600 },
    });
    expect(loadConfig({ SECRET_KEY: 'k', LOGIN_SPRAY_DELAY: '0' }).loginSpray.delayMs).toBe(0);
    expect(loadConfig({ SECRET_KEY: 'k', LOGIN_SPRAY_DELAY: 'off' }).loginSpray.delayMs).toBe(0);
  });

  test.each([
    ['LOGIN_FAILURE_RATE', 'five', 'LOGIN_FAILURE_RATE: "five" is not a rate (for example 10/1h)'],
    ['LOGIN_FAILURE_RATE', '0/15m', 'LOGIN_FAILURE_RATE: "0/15m" is not a rate (for example 10/1h)'],
    ['LOGIN_ADDRESS_FAILURE_RATE', '50/soon', 'LOGIN_ADDRESS_FAILURE_RATE: "soon" is not a duration'],
    ['LOGIN_SPRAY_RATE', '100', 'LOGIN_SPRAY_RATE: "100" is not a rate'],
    ['LOGIN_SPRAY_DELAY', 'a while', 'LOGIN_SPRAY_DELAY: "a while" is not a duration'],
    ['LOGIN_SPRAY_DELAY', '5m', 'LOGIN_SPRAY_DELAY: "5m" is too long (at most 30s)'],
    ['REGISTER_RATE', '-1/1h', 'REGISTER_RATE: "-1/1h" is not a rate'],
    ['REGISTER_RATE', '20/0h', 'REGISTER_RATE must be positive'],
    ['REGISTER_PICTURE_RATE', '200MB', 'REGISTER_PICTURE_RATE: "200MB" is not a size per duration (for example 200MB/1h)'],
    ['REGISTER_PICTURE_RATE', 'lots/1h', 'REGISTER_PICTURE_RATE: "lots" is not a size (for example 200MB, 1GB, 512KB)'],
    ['REGISTER_PICTURE_RATE', '200TB/1h', 'REGISTER_PICTURE_RATE: "200TB" is not a size'],
    ['REGISTER_PICTURE_RATE', '100/1h', 'REGISTER_PICTURE_RATE must be at least 1KB'],
    ['REGISTER_PICTURE_RATE', '4096GB/1h', 'REGISTER_PICTURE_RATE must be less than 2048GB'],
  ])('%s=%s is refused with a clear message', (name, value, message) => {
    expect(() => loadConfig({ SECRET_KEY: 'k', [name]: value })).toThrow(message);
  });

  test('the parsers', () => {
    expect(parseRate(' 20 / 1h ', 'X')).toEqual({ limit: 20, windowSeconds: 3600 });
    expect(parseSize('512KB', 'X')).toBe(512 * 1024);
    expect(parseSize('2 mb', 'X')).toBe(2 * 1024 ** 2);
    expect(parseSize('1G', 'X')).toBe(1024 ** 3);
    expect(parseSize('1MiB', 'X')).toBe(1024 ** 2);
    expect(parseSize('4096', 'X')).toBe(4096);
    expect(parseByteRate('200MB/1h', 'X')).toEqual({ bytes: 200 * 1024 ** 2, windowSeconds: 3600 });
    expect(parseByteRate('1GB/90', 'X')).toEqual({ bytes: 1024 ** 3, windowSeconds: 90 });
    expect(parseDelay('2s', 'X')).toBe(2000);
    expect(parseDelay('2', 'X')).toBe(2000);
    expect(parseDelay('750ms', 'X')).toBe(750);
  });
});

test('a remote on another origin needs pins, or the admission that it has none', () => {
  for (const url of ['https://cdn.example/public/remoteEntry.js', '//cdn.example/public/remoteEntry.js', 'http://127.0.0.1:3002/remoteEntry.js']) {
    expect(() => loadConfig({ SECRET_KEY: 'k', REMOTE_PUBLIC_URL: url })).toThrow(`REMOTE_PUBLIC_URL is on another origin (${url}) without pins`);
    expect(loadConfig({ SECRET_KEY: 'k', REMOTE_PUBLIC_URL: url, ALLOW_UNPINNED_REMOTES: '1' }).remoteUrls.remote_public).toBe(url);
  }
  // On this server's own origin a path needs no pins.
  expect(loadConfig({ SECRET_KEY: 'k', REMOTE_DASHBOARD_URL: '/remotes/dashboard-next/remoteEntry.js' }).remoteUrls.remote_dashboard).toBe('/remotes/dashboard-next/remoteEntry.js');
  expect(loadConfig({ SECRET_KEY: 'k', REMOTES_FILE: 'deploy/remotes.json' }).remotesFile).toMatch(/\/deploy\/remotes\.json$/);
});
