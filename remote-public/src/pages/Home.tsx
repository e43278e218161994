import { T } from '../texts';
import { PageTitle } from './PageTitle';

export default function HomePage() {
  return (
    <section className="pub-container pub-page">
      <PageTitle>{T.pageTitles.home}</PageTitle>
    </section>
  );
}
