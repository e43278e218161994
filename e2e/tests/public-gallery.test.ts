// The gallery against the seeded photos: the grid with captions, and the enlarged view by mouse and keyboard.
import { MEDIA_WIDTHS } from '../../remote-shared/src/schemas/media';
import { close, eventually, launch, newSession } from '../support/browser';
import { apiGet, institutionName } from '../support/site';

beforeAll(launch);
afterAll(close);

interface ApiPhoto {
  id: number;
  image: string;
  caption: string | null;
}

/** The photo as the enlarged view shows it first: the server's widest display copy of the upload. */
const shown = (photo: ApiPhoto) => photo.image.replace('/media/', `/media/_w/${Math.max(...MEDIA_WIDTHS)}/`);

test('a photo opens enlarged; arrows move through the photos, Escape closes and focus returns to the photo', async () => {
  const photos = await apiGet<ApiPhoto[]>('gallery/');
  expect(photos.length).toBeGreaterThan(1);
  const { page, context, errors } = await newSession({ width: 360, height: 740 });
  await page.goto('/gallery');
  await page.getByRole('heading', { level: 1, name: `${await institutionName()} - গ্যালারি`, exact: true }).waitFor();
  const tiles = page.locator('main .pub-gallery__item');
  await tiles.first().waitFor();
  expect(await tiles.count()).toBe(photos.length);
  if (photos[0].caption) expect(await tiles.first().textContent()).toBe(photos[0].caption);

  const opener = tiles.first().getByRole('link');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'ছবি বড় করে দেখা' });
  await dialog.waitFor();
  const image = dialog.getByRole('img');
  expect(await image.getAttribute('src')).toBe(shown(photos[0]));
  // The copy that fits the screen, never the upload itself.
  await eventually(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), true);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/_w\/\d+\//);

  await page.keyboard.press('ArrowRight');
  await eventually(() => image.getAttribute('src'), shown(photos[1]));
  await dialog.getByRole('button', { name: 'আগের ছবি' }).click();
  await eventually(() => image.getAttribute('src'), shown(photos[0]));

  // A swipe to the left shows the next photo.
  const box = (await dialog.locator('.pub-lightbox__stage').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
  await page.mouse.up();
  await eventually(() => image.getAttribute('src'), shown(photos[1]));

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await eventually(() => opener.evaluate((el) => el === document.activeElement), true);
  expect(errors).toEqual([]);
  await context.close();
});
