// Gallery (spec section 2): the heading is the institution's name with 'গ্যালারি'; a grid of photos with
// their captions over them; a photo opens enlarged (features/gallery/Lightbox).
import { useState } from 'react';
import { useInstitution } from 'remote_shared/api';
import { mediaSrcSet, Spinner } from 'remote_shared/ui';
import { useGetGalleryQuery, useLogFailure } from '../api/publicApi';
import { EmptyState } from '../components/LoadState';
import { Lightbox } from '../features/gallery/Lightbox';
import { T } from '../texts';
import { PageTitle } from './PageTitle';

/** Photos in the first two rows of a phone (two to a row) load at once; the rest when they near the viewport. */
const EAGER_PHOTOS = 4;

export default function GalleryPage() {
  const { institution, isLoading: institutionLoading } = useInstitution();
  const { data, isLoading, error, refetch } = useGetGalleryQuery();
  useLogFailure('gallery', error);
  const [open, setOpen] = useState<number | null>(null);
  const name = institution?.name || (institutionLoading ? '' : T.fallbackName);
  const title = name ? `${name} - ${T.gallery.suffix}` : T.gallery.suffix;
  return (
    <section className="pub-container pub-page">
      <PageTitle>{title}</PageTitle>
      {isLoading ? (
        <Spinner label={T.loading} />
      ) : !data?.length ? (
        <EmptyState onRetry={error ? refetch : undefined} />
      ) : (
        <ul className="pub-gallery">
          {data.map((item, index) => {
            const caption = item.caption?.trim();
            return (
              <li key={item.id} className="pub-gallery__item">
                <button
                  type="button"
                  className="pub-gallery__button"
                  onClick={() => setOpen(index)}
                  aria-label={T.gallery.open(caption || T.gallery.photo(index + 1))}
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
                    decoding="async"
                  />
                  {caption && <span className="pub-gallery__caption">{caption}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {open !== null && data && <Lightbox items={data} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />}
    </section>
  );
}
