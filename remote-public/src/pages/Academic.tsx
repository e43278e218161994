import { T } from '../texts';
import { PageTitle } from './PageTitle';

export default function AcademicPage() {
  return (
    <section className="pub-container pub-page">
      <PageTitle>{T.pageTitles.academic}</PageTitle>
    </section>
  );
}
