import { T } from '../texts';
import { PageTitle } from './PageTitle';

export default function GalleryPage() {
  return (
    <section className="pub-container pub-page">
      <PageTitle>{T.pageTitles.gallery}</PageTitle>
    </section>
  );
}
