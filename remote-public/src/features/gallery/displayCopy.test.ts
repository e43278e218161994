import { MEDIA_WIDTHS } from 'remote_shared/schemas';
import { displayCopy } from './displayCopy';

test("an uploaded photo opens as its widest display copy, never the original", () => {
  const widest = Math.max(...MEDIA_WIDTHS);
  expect(displayCopy('/media/gallery/Ab3_x.jpg')).toBe(`/media/_w/${widest}/gallery/Ab3_x.jpg`);
  expect(displayCopy('https://college.example/media/gallery/photo.PNG')).toBe(`https://college.example/media/_w/${widest}/gallery/photo.PNG`);
});

test('an image that is not an upload opens as it is', () => {
  expect(displayCopy('/remotes/public/default-logo.svg')).toBe('/remotes/public/default-logo.svg');
  expect(displayCopy('blob:https://college.example/1f2e')).toBe('blob:https://college.example/1f2e');
  expect(displayCopy('/media/_w/320/gallery/a.jpg')).toBe('/media/_w/320/gallery/a.jpg');
});
