import { fireEvent, screen, within } from '@testing-library/react';
import { makeStore } from '../../../remote-shared/src/store/store';
import { deferred, drfList, installFakeApi, type Handler, type Reply } from '../../../remote-shared/src/testing/fakeApi';
import { renderApp, UrlProbe } from '../../../remote-shared/src/testing/render';
import { INSTITUTION, photo } from '../testing/fixtures';
import GalleryPage from './Gallery';
import { pageTestHooks } from '../testing/pageTests';

// jsdom has no PointerEvent; a MouseEvent carries the same coordinates.
if (typeof window.PointerEvent === 'undefined') {
  (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = class PointerEvent extends MouseEvent {};
}

const PHOTOS = [photo(3, 'বার্ষিক ক্রীড়া'), photo(2, null), photo(1, 'বিজ্ঞান মেলা')];

const { errorLog } = pageTestHooks();

function render(gallery: Handler = drfList(PHOTOS), route = '/gallery') {
  const api = installFakeApi({ 'GET institutions/': { data: [INSTITUTION] }, 'GET gallery/': gallery });
  const result = renderApp(
    <>
      <GalleryPage />
      <UrlProbe />
    </>,
    { route, store: makeStore() },
  );
  return { api, queries: () => api.sent('GET gallery/').map((request) => request.query), ...result };
}

const photoLinks = () => screen.queryAllByRole('link', { name: /^বড় করে দেখুন: / });
const pager = () => screen.getByRole('navigation', { name: 'গ্যালারির পাতা' });

const dialogImage = () => within(screen.getByRole('dialog', { name: 'ছবি বড় করে দেখা' })).getByRole('img');

describe('Gallery page', () => {
  it("is titled with the institution's name and 'গ্যালারি', and shows the loading text first", async () => {
    const reply = deferred<Reply>();
    render(() => reply.promise);
    expect(await screen.findByRole('heading', { level: 1, name: 'সরকারি মডেল কলেজ - গ্যালারি' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('লোড হচ্ছে...');
    reply.resolve({ data: { count: 3, next: null, previous: null, results: PHOTOS } });
    expect(await screen.findByRole('link', { name: 'বড় করে দেখুন: বার্ষিক ক্রীড়া' })).toBeInTheDocument();
  });

  it('shows a grid of photos with their captions over them, sized and lazily loaded below the first two rows', async () => {
    render();
    await screen.findByRole('link', { name: 'বড় করে দেখুন: বার্ষিক ক্রীড়া' });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('বার্ষিক ক্রীড়া');
    expect(items[1]).not.toHaveTextContent(/\S/);
    expect(screen.getByRole('link', { name: 'বড় করে দেখুন: ছবি 2' })).toBeInTheDocument();
    const images = items.map((item) => item.querySelector('img')!);
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['/media/gallery/3.jpg', '/media/gallery/2.jpg', '/media/gallery/1.jpg']);
    for (const img of images) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager']);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it('loads the photos past the first two rows of a phone (four photos) only as they near the screen', async () => {
    const many = Array.from({ length: 6 }, (_, i) => photo(6 - i, `ছবি নম্বর ${6 - i}`));
    render(drfList(many));
    await screen.findByRole('link', { name: 'বড় করে দেখুন: ছবি নম্বর 6' });
    const loading = screen.getAllByRole('listitem').map((item) => item.querySelector('img')!.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('enlarges a photo; the arrow keys and buttons move through the photos; Escape closes and gives focus back', async () => {
    const { user } = render();
    const opener = await screen.findByRole('link', { name: 'বড় করে দেখুন: বার্ষিক ক্রীড়া' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'ছবি বড় করে দেখা' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialogImage()).toHaveAttribute('src', '/media/_w/1280/gallery/3.jpg');
    // The copy that fits the screen, never the upload itself.
    expect(dialogImage().getAttribute('srcset')).toContain('/media/_w/640/gallery/3.jpg 640w');
    expect(dialogImage().getAttribute('srcset')).not.toContain('/media/gallery/');
    expect(dialog).toHaveTextContent('বার্ষিক ক্রীড়া');
    expect(dialog).toHaveTextContent('1 / 3');
    expect(within(dialog).getByRole('button', { name: 'বন্ধ করুন' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(dialogImage()).toHaveAttribute('src', '/media/_w/1280/gallery/2.jpg');
    expect(dialogImage()).toHaveAccessibleName('ছবি 2');
    await user.click(within(dialog).getByRole('button', { name: 'পরের ছবি' }));
    expect(dialogImage()).toHaveAttribute('src', '/media/_w/1280/gallery/1.jpg');
    await user.keyboard('{ArrowRight}');
    expect(dialogImage()).toHaveAttribute('src', '/media/_w/1280/gallery/3.jpg');
    await user.keyboard('{ArrowLeft}');
    expect(dialogImage()).toHaveAttribute('src', '/media/_w/1280/gallery/1.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'আগের ছবি' }));
    expect(dialogImage()).toHaveAttribute('src', '/media/_w/1280/gallery/2.jpg');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside the open dialog and closes with its button', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('link', { name: 'বড় করে দেখুন: বিজ্ঞান মেলা' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(within(dialog).getByRole('button', { name: 'বন্ধ করুন' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves to the next photo on a swipe left and back on a swipe right; a short or vertical move does nothing', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('link', { name: 'বড় করে দেখুন: বার্ষিক ক্রীড়া' }));
    const stage = dialogImage().parentElement!;
    const swipe = (fromX: number, toX: number, fromY = 100, toY = 100) => {
      fireEvent.pointerDown(stage, { clientX: fromX, clientY: fromY });
      fireEvent.pointerUp(stage, { clientX: toX, clientY: toY });
    };
    swipe(300, 100);
    expect(dialogImage()).toHaveAttribute('src', '/media/_w/1280/gallery/2.jpg');
    swipe(100, 300);
    expect(dialogImage()).toHaveAttribute('src', '/media/_w/1280/gallery/3.jpg');
    swipe(300, 280);
    swipe(200, 140, 100, 400);
    expect(dialogImage()).toHaveAttribute('src', '/media/_w/1280/gallery/3.jpg');

    // A tap may leave focus on the page behind: the keys still work.
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{ArrowRight}');
    expect(dialogImage()).toHaveAttribute('src', '/media/_w/1280/gallery/2.jpg');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('makes each photo a link to the picture itself (it opens large without the page\'s script too), which opens the dialog', async () => {
    const { user, queries } = render();
    const link = await screen.findByRole('link', { name: 'বড় করে দেখুন: বার্ষিক ক্রীড়া' });
    expect(link).toHaveAttribute('href', '/media/_w/1280/gallery/3.jpg');
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    expect(photoLinks().map((a) => a.getAttribute('href'))).toEqual(['/media/_w/1280/gallery/3.jpg', '/media/_w/1280/gallery/2.jpg', '/media/_w/1280/gallery/1.jpg']);
    expect(queries()).toEqual([{ page_size: '12' }]);

    await user.click(link);
    expect(screen.getByRole('dialog', { name: 'ছবি বড় করে দেখা' })).toBeInTheDocument();
    // The page stays where it was: the click opened the dialog instead of following the link.
    expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent(/^\/gallery$/);
  });

  it('leaves a click with a modifier key to the browser (a new tab or window), without the dialog', async () => {
    const { user } = render();
    const link = await screen.findByRole('link', { name: 'বড় করে দেখুন: বিজ্ঞান মেলা' });
    for (const key of ['Control', 'Meta', 'Shift']) {
      await user.keyboard(`{${key}>}`);
      await user.click(link);
      await user.keyboard(`{/${key}}`);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
  });

  it('shows twelve photos a page, with page links; the dialog moves through the photos of the page shown', async () => {
    // Fourteen photos, newest first: ids 14 .. 1, the last without a caption; the 13th and 14th on page 2.
    const many = Array.from({ length: 14 }, (_, i) => photo(14 - i, i === 13 ? null : `ছবি নম্বর ${14 - i}`));
    const { user, queries } = render(drfList(many));
    await screen.findByRole('link', { name: 'বড় করে দেখুন: ছবি নম্বর 14' });
    expect(photoLinks()).toHaveLength(12);
    expect(within(pager()).getByRole('link', { name: 'পাতা 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).getByRole('link', { name: 'পাতা 2' })).toHaveAttribute('href', '/gallery?page=2');
    expect(within(pager()).queryByRole('link', { name: 'আগের পাতা' })).not.toBeInTheDocument();
    expect(within(pager()).getByRole('link', { name: 'পরের পাতা' })).toHaveAttribute('href', '/gallery?page=2');

    await user.click(within(pager()).getByRole('link', { name: 'পরের পাতা' }));
    expect(screen.getByRole('status', { name: 'current url' })).toHaveTextContent(/^\/gallery\?page=2$/);
    expect(await screen.findByRole('link', { name: 'বড় করে দেখুন: ছবি নম্বর 2' })).toBeInTheDocument();
    // A photo without a caption is named by its place in the whole gallery.
    expect(photoLinks().map((a) => a.getAttribute('aria-label'))).toEqual(['বড় করে দেখুন: ছবি নম্বর 2', 'বড় করে দেখুন: ছবি 14']);
    expect(within(pager()).getByRole('link', { name: 'পাতা 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).queryByRole('link', { name: 'পরের পাতা' })).not.toBeInTheDocument();
    expect(within(pager()).getByRole('link', { name: 'আগের পাতা' })).toHaveAttribute('href', '/gallery');
    expect(queries()).toEqual([{ page_size: '12' }, { page_size: '12', page: '2' }]);

    await user.click(photoLinks()[0]);
    expect(screen.getByRole('dialog')).toHaveTextContent('1 / 2');
    await user.keyboard('{ArrowRight}');
    expect(dialogImage()).toHaveAttribute('src', '/media/_w/1280/gallery/1.jpg');
  });

  it('shows the page its URL names', async () => {
    const many = Array.from({ length: 14 }, (_, i) => photo(14 - i));
    render(drfList(many), '/gallery?page=2');
    expect(await screen.findByRole('link', { name: 'বড় করে দেখুন: ছবি-ক্যাপশন 2' })).toBeInTheDocument();
    expect(photoLinks()).toHaveLength(2);
  });

  it("shows the 404 page for a page past the last (the server answers 404 'Invalid page.')", async () => {
    const { queries } = render(drfList(PHOTOS), '/gallery?page=5');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: /গ্যালারি/ })).not.toBeInTheDocument();
    expect(queries()).toEqual([{ page_size: '12', page: '5' }]);
  });

  it("shows 'কোনো তথ্য পাওয়া যায়নি' when there are no photos", async () => {
    render(drfList([]));
    expect(await screen.findByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
  });

  it('logs a failed fetch and offers a retry instead of a blank page', async () => {
    const { api, user } = render({ status: 500, data: { detail: 'Internal server error.' } });
    expect(await screen.findByText('কোনো তথ্য পাওয়া যায়নি')).toBeInTheDocument();
    expect(errorLog()).toHaveBeenCalledWith(expect.stringContaining('gallery'), expect.anything());
    api.on('GET gallery/', drfList(PHOTOS));
    await user.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    expect(await screen.findByRole('link', { name: 'বড় করে দেখুন: বিজ্ঞান মেলা' })).toBeInTheDocument();
  });
});
