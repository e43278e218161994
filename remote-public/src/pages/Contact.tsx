import { T } from '../texts';
import { PageTitle } from './PageTitle';

export default function ContactPage() {
  return (
    <section className="pub-container pub-page">
      <PageTitle>{T.pageTitles.contact}</PageTitle>
    </section>
  );
}
