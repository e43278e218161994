import { T } from '../texts';
import { PageTitle } from './PageTitle';

export default function NoticePage() {
  return (
    <section className="pub-container pub-page">
      <PageTitle>{T.pageTitles.notice}</PageTitle>
    </section>
  );
}
