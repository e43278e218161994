import { T } from '../texts';
import { PageTitle } from './PageTitle';

export default function AdmissionPage() {
  return (
    <section className="pub-container pub-page">
      <PageTitle>{T.pageTitles.admission}</PageTitle>
    </section>
  );
}
