// The site's origin for absolute URLs (api/src/origin.ts) and ALLOWED_HOSTS (config.ts).
import type { FastifyRequest } from 'fastify';
import type { NetworkInterfaceInfo } from 'node:os';
import { loadConfig, parseAllowedHosts, type Config } from '../src/config';
import { hostAllowed, hostName, siteOrigin, sitePath } from '../src/origin';

function config(fields: Partial<Pick<Config, 'publicUrl' | 'allowedHosts'>>): Config {
  return { publicUrl: null, allowedHosts: ['localhost', '127.0.0.1', '[::1]'], ...fields } as Config;
}

/** The two request fields siteOrigin reads (Fastify derives both from the socket, Host and trusted X-Forwarded-*). */
function request(host: string, protocol: 'http' | 'https' = 'http'): FastifyRequest {
  return { host, protocol } as FastifyRequest;
}

describe('siteOrigin', () => {
  test('PUBLIC_URL wins over any Host, allowed or not', () => {
    const c = config({ publicUrl: 'https://college.example.edu' });
    expect(siteOrigin(c, request('localhost:8080'))).toBe('https://college.example.edu');
    expect(siteOrigin(c, request('evil.example'))).toBe('https://college.example.edu');
  });

  test('an allowed host keeps its port and the request protocol', () => {
    const c = config({ allowedHosts: ['localhost', '192.168.1.20'] });
    expect(siteOrigin(c, request('localhost:8080'))).toBe('http://localhost:8080');
    expect(siteOrigin(c, request('192.168.1.20:8080'))).toBe('http://192.168.1.20:8080');
    expect(siteOrigin(c, request('LocalHost', 'https'))).toBe('https://localhost');
  });

  test('IPv6 hosts are matched with their brackets, with or without a port', () => {
    const c = config({});
    expect(siteOrigin(c, request('[::1]:8080'))).toBe('http://[::1]:8080');
    expect(siteOrigin(c, request('[::1]'))).toBe('http://[::1]');
    expect(siteOrigin(c, request('[::2]:8080'))).toBeNull();
  });

  test('a foreign or malformed Host gives null', () => {
    const c = config({});
    expect(siteOrigin(c, request('evil.example'))).toBeNull();
    expect(siteOrigin(c, request('evil.example:8080'))).toBeNull();
    expect(siteOrigin(c, request('localhost.evil.example'))).toBeNull();
    expect(siteOrigin(c, request(''))).toBeNull();
    expect(siteOrigin(config({ allowedHosts: ['*'] }), request('evil"><script>'))).toBeNull();
    expect(siteOrigin(config({ allowedHosts: ['*'] }), request('a@b'))).toBeNull();
    expect(siteOrigin(config({ allowedHosts: ['*'] }), request('localhost:80x'))).toBeNull();
  });

  test('.example.com matches the domain and its subdomains, not look-alikes', () => {
    const c = config({ allowedHosts: ['.example.com'] });
    expect(siteOrigin(c, request('example.com'))).toBe('http://example.com');
    expect(siteOrigin(c, request('www.example.com:8443', 'https'))).toBe('https://www.example.com:8443');
    expect(siteOrigin(c, request('a.b.example.com'))).toBe('http://a.b.example.com');
    expect(siteOrigin(c, request('badexample.com'))).toBeNull();
    expect(siteOrigin(c, request('example.com.evil.example'))).toBeNull();
  });

  test('* allows any well-formed host', () => {
    const c = config({ allowedHosts: ['*'] });
    expect(siteOrigin(c, request('evil.example'))).toBe('http://evil.example');
    expect(siteOrigin(c, request('10.0.0.5:3000'))).toBe('http://10.0.0.5:3000');
  });

  test('through the app: Fastify hands the Host header on as is', async () => {
    const { default: Fastify } = await import('fastify');
    const app = Fastify();
    const c = config({ allowedHosts: ['college.test'] });
    app.get('/origin', async (req) => ({ origin: siteOrigin(c, req) }));
    try {
      expect((await app.inject({ url: '/origin', headers: { host: 'college.test:8080' } })).json()).toEqual({ origin: 'http://college.test:8080' });
      expect((await app.inject({ url: '/origin', headers: { host: 'evil.example' } })).json()).toEqual({ origin: null });
    } finally {
      await app.close();
    }
  });
});

describe('hostName and hostAllowed', () => {
  test('the name part: lower case, no port, no trailing dot, IPv6 bracketed', () => {
    expect(hostName('Example.COM:80')).toBe('example.com');
    expect(hostName('example.com.')).toBe('example.com');
    expect(hostName('[FE80::1]:8080')).toBe('[fe80::1]');
    expect(hostName('::1')).toBeNull();
    expect(hostName('exa mple.com')).toBeNull();
  });

  test('patterns are case-insensitive', () => {
    expect(hostAllowed('college.test', ['College.TEST'])).toBe(true);
    expect(hostAllowed('www.college.test', ['.College.test'])).toBe(true);
    expect(hostAllowed('college.test', [])).toBe(false);
  });
});

describe('ALLOWED_HOSTS', () => {
  const machine = {
    interfaces: () => ({
      lo: [{ address: '127.0.0.1' }, { address: '::1' }] as NetworkInterfaceInfo[],
      eth0: [{ address: '192.168.1.20' }, { address: 'fe80::a00:27ff:fe4e:66a1' }] as NetworkInterfaceInfo[],
    }),
    hostname: () => 'College-PC',
  };

  test('comma separated, trimmed, lower-cased; bare IPv6 gets brackets', () => {
    expect(parseAllowedHosts(' College.example.edu , .example.org,*,::1 ,', '0.0.0.0', machine)).toEqual([
      'college.example.edu',
      '.example.org',
      '*',
      '[::1]',
    ]);
  });

  test('default on one address: that address, localhost and the loopback addresses', () => {
    expect(parseAllowedHosts(undefined, '10.1.2.3', machine)).toEqual(['10.1.2.3', 'localhost', '127.0.0.1', '[::1]']);
    expect(parseAllowedHosts('  ', 'college.lan', machine)).toEqual(['college.lan', 'localhost', '127.0.0.1', '[::1]']);
  });

  test('default when listening everywhere: also the machine addresses and its name', () => {
    const hosts = parseAllowedHosts(undefined, '0.0.0.0', machine);
    expect(hosts).toEqual(expect.arrayContaining(['localhost', '127.0.0.1', '[::1]', '192.168.1.20', '[fe80::a00:27ff:fe4e:66a1]', 'college-pc']));
    expect(new Set(hosts).size).toBe(hosts.length);
    expect(parseAllowedHosts(undefined, '::', machine)).toContain('192.168.1.20');
  });

  test('loadConfig reads it; by default a phone on the LAN reaching this machine by address is allowed', () => {
    expect(loadConfig({ SECRET_KEY: 'k', ALLOWED_HOSTS: 'college.example.edu' }).allowedHosts).toEqual(['college.example.edu']);
    const defaults = loadConfig({ SECRET_KEY: 'k' });
    expect(defaults.allowedHosts).toEqual(expect.arrayContaining(['localhost', '127.0.0.1', '[::1]']));
    const { networkInterfaces } = jest.requireActual<typeof import('node:os')>('node:os');
    for (const info of Object.values(networkInterfaces()).flat()) {
      if (info && info.family === 'IPv4') expect(hostAllowed(info.address, defaults.allowedHosts)).toBe(true);
    }
    expect(loadConfig({ SECRET_KEY: 'k', HOST: '127.0.0.1' }).allowedHosts).toEqual(['127.0.0.1', 'localhost', '[::1]']);
  });
});

describe('sitePath: a redirect target from a request stays on the site', () => {
  const OWN = ['http://localhost:8080', 'https://college.example'];
  test.each([
    // Paths and absolute URLs of the site itself: kept as path and query.
    ['/notice?page=2', '/notice?page=2'],
    ['/', '/'],
    ['/notice/42#share', '/notice/42'],
    ['http://localhost:8080/result?category=Public', '/result?category=Public'],
    ['https://college.example/routine?class=4', '/routine?class=4'],
    ['/%E0%A6%A8%E0%A7%8B%E0%A6%9F%E0%A6%BF%E0%A6%B6', '/%E0%A6%A8%E0%A7%8B%E0%A6%9F%E0%A6%BF%E0%A6%B6'],
    // Another host, however it is written: the root instead.
    ['http://evil.example/x', '/'],
    ['https://localhost:8080/x', '/'], // another scheme is another origin
    ['//evil.example/x', '/'],
    ['/\\evil.example/x', '/'],
    ['\\\\evil.example/x', '/'],
    ['\\/evil.example/x', '/'],
    ['http://localhost:8080//evil.example/x', '/'],
    ['http://localhost:8080/\\evil.example/x', '/'],
    ['/%2F%2Fevil.example/x', '/'],
    ['/%2f/evil.example', '/'],
    ['/%5Cevil.example/x', '/'],
    ['/%5c%5cevil.example', '/'],
    ['/%252F%252Fevil.example', '/'],
    ['http://localhost:8080/%2F%2Fevil.example/x', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    [' //evil.example', '/'],
    ['https:evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['data:text/html,<script>alert(1)</script>', '/'],
    ['evil.example', '/'],
    ['', '/'],
    ['%', '/'],
    ['/%', '/'],
  ])('%j -> %j', (target, expected) => {
    expect(sitePath(target, OWN)).toBe(expected);
  });

  test('anything but text is the root', () => {
    for (const target of [undefined, null, 42, ['/notice'], { path: '/notice' }]) expect(sitePath(target, OWN)).toBe('/');
  });
});
