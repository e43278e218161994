import { mediaSrcSet } from './mediaSources';

describe('mediaSrcSet', () => {
  it("lists the display copies of an uploaded image, up to the largest asked for", () => {
    expect(mediaSrcSet('/media/gallery/3f9c2a.jpg', 480)).toBe('/media/_w/160/gallery/3f9c2a.jpg 160w, /media/_w/320/gallery/3f9c2a.jpg 320w, /media/_w/480/gallery/3f9c2a.jpg 480w');
    expect(mediaSrcSet('/media/institution/logo.PNG')?.split(', ')).toHaveLength(6);
  });

  it('keeps an absolute media address absolute (PUBLIC_URL)', () => {
    expect(mediaSrcSet('https://college.example/media/teachers/a.webp', 160)).toBe('https://college.example/media/_w/160/teachers/a.webp 160w');
  });

  it('has nothing for what is not an uploaded image', () => {
    for (const url of [null, undefined, '', 'blob:http://x/1', '/remotes/public/assets/default-logo.svg', '/media/notices/a.pdf', '/media/_w/320/gallery/a.jpg', 'data:image/png;base64,AAAA']) {
      expect(mediaSrcSet(url)).toBeUndefined();
    }
  });
});
