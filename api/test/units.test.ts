// Building blocks: password hashing, tokens, file type detection and metadata stripping.
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword, verifyPassword } from '../src/auth';
import { needsRehash } from '../src/auth/passwords';
import { signToken, verifyToken } from '../src/auth/tokens';
import { DiskStorage } from '../src/storage';
import { detectFileKind, mediaUrl, removeUpload, stripImageMetadata } from '../src/uploads';
import { jpeg, png, webp } from './images';

describe('passwords', () => {
  const cheap = { N: 1024, r: 8, p: 1 };

  test('scrypt$N$r$p$salt$hash, salted, verified in constant form', async () => {
    const a = await hashPassword('খোলা দরজা 1', cheap);
    const b = await hashPassword('খোলা দরজা 1', cheap);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('খোলা দরজা 1', a)).toBe(true);
    expect(await verifyPassword('খোলা দরজা 2', a)).toBe(false);
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
  });

  test('production cost is 2^15 and a cheaper hash is marked for rehashing', async () => {
    const strong = await hashPassword('pw-strong-1', { N: 2 ** 15, r: 8, p: 1 });
    expect(strong.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('pw-strong-1', strong)).toBe(true);
    expect(needsRehash(strong, { N: 2 ** 15, r: 8, p: 1 })).toBe(false);
    expect(needsRehash(await hashPassword('x', cheap), { N: 2 ** 15, r: 8, p: 1 })).toBe(true);
  });
});

describe('tokens', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');
  const make = (typ: 'access' | 'refresh') => signToken({ typ, userId: 7, sessionId: 'abc', expiresAt: now + 60_000 }, 'k1', now);

  test('a valid token gives its claims; wrong type, wrong key, expiry and tampering give null', () => {
    const token = make('access');
    expect(verifyToken(token, 'access', 'k1', now)).toMatchObject({ sub: '7', sid: 'abc', typ: 'access' });
    expect(verifyToken(token, 'refresh', 'k1', now)).toBeNull();
    expect(verifyToken(token, 'access', 'k2', now)).toBeNull();
    expect(verifyToken(token, 'access', 'k1', now + 60_000)).toBeNull();
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: '1' })).toString('base64url');
    expect(verifyToken(`${h}.${forged}.${s}`, 'access', 'k1', now)).toBeNull();
    const none = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
    expect(verifyToken(`${none}.${p}.`, 'access', 'k1', now)).toBeNull();
  });
});

describe('uploads', () => {
  test('file kinds are judged by content', () => {
    expect(detectFileKind(png())).toBe('png');
    expect(detectFileKind(jpeg())).toBe('jpeg');
    expect(detectFileKind(webp())).toBe('webp');
    expect(detectFileKind(Buffer.from('%PDF-1.7\n...'))).toBe('pdf');
    expect(detectFileKind(Buffer.from('GIF89a...'))).toBeNull();
    expect(detectFileKind(Buffer.from('<html>'))).toBeNull();
    expect(detectFileKind(Buffer.alloc(0))).toBeNull();
  });

  test('PNG text chunks are removed; the picture chunks stay byte for byte', () => {
    const withText = png('GPS 23.81N');
    const stripped = stripImageMetadata(withText, 'png')!;
    expect(stripped.toString('latin1')).not.toContain('GPS');
    expect(stripped.equals(png())).toBe(true);
  });

  test('JPEG Exif and comments are removed, orientation kept; the scan is untouched', () => {
    const original = jpeg({ secret: 'Nikon D750 GPS', orientation: 3 });
    const stripped = stripImageMetadata(original, 'jpeg')!;
    expect(stripped.toString('latin1')).not.toMatch(/Nikon|GPS|comment/);
    expect(stripped.subarray(-20).equals(original.subarray(-20))).toBe(true);
    expect(stripped.includes(Buffer.from([0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x03]))).toBe(true);
    const upright = stripImageMetadata(jpeg({ secret: 'x', orientation: 1 }), 'jpeg')!;
    expect(upright.includes(Buffer.from('Exif', 'latin1'))).toBe(false);
  });

  test('WebP EXIF and XMP chunks are removed and the container stays consistent', () => {
    const stripped = stripImageMetadata(webp('GPS secret'), 'webp')!;
    expect(stripped.toString('latin1')).not.toContain('GPS');
    expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8);
    expect(stripped[20] & 0x0c).toBe(0); // VP8X flags no longer claim Exif or XMP
    expect(stripped.toString('latin1')).toContain('VP8L');
  });

  test('a truncated image is refused (null)', () => {
    expect(stripImageMetadata(png().subarray(0, 20), 'png')).toBeNull();
    expect(stripImageMetadata(jpeg({ secret: 'x' }).subarray(0, 30), 'jpeg')).toBeNull();
  });

  test('media URLs are root-relative, or absolute under PUBLIC_URL', () => {
    expect(mediaUrl({ publicUrl: null }, 'gallery/a b.png')).toBe('/media/gallery/a%20b.png');
    expect(mediaUrl({ publicUrl: 'https://x.example' }, 'gallery/a.png')).toBe('https://x.example/media/gallery/a.png');
  });

  test('removeUpload deletes inside MEDIA_ROOT only, and a missing file is fine', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'college-media-'));
    const outside = mkdtempSync(path.join(tmpdir(), 'college-outside-'));
    try {
      writeFileSync(path.join(root, 'a.png'), 'x');
      writeFileSync(path.join(outside, 'keep.txt'), 'x');
      const storage = new DiskStorage(root);
      await removeUpload(storage, 'a.png');
      expect(existsSync(path.join(root, 'a.png'))).toBe(false);
      await removeUpload(storage, 'a.png');
      await removeUpload(storage, path.relative(root, path.join(outside, 'keep.txt')));
      expect(existsSync(path.join(outside, 'keep.txt'))).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
