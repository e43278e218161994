// Gallery (spec section 2): the heading is the institution's name with 'গ্যালারি'; a grid of photos with
// their captions over them, 12 a page (`/gallery?page=2`, real links); a photo opens enlarged
// (features/gallery/Lightbox). Each photo is a link to the photo itself (its largest display copy, not the
// upload: features/gallery/displayCopy), so it opens large without the page's script too.
import { useState, type MouseEvent } from 'react';
import { mediaSrcSet, Spinner } from 'remote_shared/ui';
import { GALLERY_PAGE_SIZE, isMissing, useGetGalleryPageQuery, useLogFailure, useSiteInstitution } from '../api/publicApi';
import { EmptyState } from '../components/LoadState';
import { Pagination } from '../components/Pagination';
import { displayCopy } from '../features/gallery/displayCopy';
import { Lightbox } from '../features/gallery/Lightbox';
import { useListParams } from '../page/listParams';
import { usePageHead } from '../page/pageHead';
import { T } from '../texts';
import NotFoundPage from './NotFound';
import { PageTitle } from './PageTitle';
import '../features/gallery/gallery.css';

/** Photos in the first two rows of a phone (two to a row) load at once; the rest when they near the viewport. */
const EAGER_PHOTOS = 4;

function GalleryPhotos({ page, hrefFor }: { page: number; hrefFor: (n: number) => string }) {
  const { data, isLoading, error, refetch } = useGetGalleryPageQuery({ page });
  useLogFailure('gallery', error);
  const [open, setOpen] = useState<number | null>(null);
  if (isLoading) return <Spinner label={T.loading} />;
  const items = data?.results ?? [];
  if (!items.length) return <EmptyState onRetry={error ? refetch : undefined} />;
  const first = (page - 1) * GALLERY_PAGE_SIZE;
  const enlarge = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab, as asked
    event.preventDefault();
    setOpen(index);
  };
  return (
    <>
      <ul className="pub-gallery">
          {items.map((item, index) => {
            const caption = item.caption?.trim();
            return (
              <li key={item.id} className="pub-gallery__item">
                <a
                  href={displayCopy(item.image)}
                  className="pub-gallery__button"
                  onClick={enlarge(index)}
                  aria-label={T.gallery.open(caption || T.gallery.photo(first + index + 1))}
                  aria-haspopup="dialog"
                >
                  <img
                    src={item.image}
                    srcSet={mediaSrcSet(item.image, 960)}
                    // Two to a row on a phone, about 15rem each on wider screens.
                    sizes="(max-width: 30rem) 50vw, 20rem"
                    alt=""
                    width={400}
                    height={300}
                    loading={index < EAGER_PHOTOS ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : undefined}
                    elementtiming={index === 0 ? 'main-picture' : undefined}
                    decoding="async"
                  />
                  {caption && <span className="pub-gallery__caption">{caption}</span>}
                </a>
              </li>
            );
          })}
      </ul>
      <Pagination page={page} pages={Math.max(1, Math.ceil((data?.count ?? 0) / GALLERY_PAGE_SIZE))} label={T.gallery.pagination} hrefFor={hrefFor} />
      {open !== null && <Lightbox items={items} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />}
    </>
  );
}

export default function GalleryPage() {
  const { institution, isLoading } = useSiteInstitution();
  const { page, hrefFor } = useListParams('/gallery');
  usePageHead({ canonical: hrefFor(page ?? 1) });
  // A page past the last (the server answers 404) is the 404 page, not a gallery with a 404 page inside it.
  const { error } = useGetGalleryPageQuery({ page: page ?? 1 }, { skip: page === null });
  if (page === null || isMissing(error)) return <NotFoundPage />;
  const name = institution?.name || (isLoading ? '' : T.fallbackName);
  const title = name ? `${name} - ${T.gallery.suffix}` : T.gallery.suffix;
  return (
    <section className="pub-container pub-page">
      <PageTitle>{title}</PageTitle>
      <GalleryPhotos page={page} hrefFor={hrefFor} />
    </section>
  );
}
