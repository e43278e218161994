import { Link } from 'react-router-dom';
import { usePageHead } from '../page/pageHead';
import { T } from '../texts';
import { PageTitle } from './PageTitle';

/** The 404 page: an unknown path, a notice that does not exist, a list page past the last (answered 404). */
export default function NotFoundPage() {
  usePageHead({ status: 404 });
  return (
    <section className="pub-container pub-page pub-notfound">
      <PageTitle>{T.notFound}</PageTitle>
      <p>{T.notFoundHint}</p>
      <Link to="/" className="pub-button">
        {T.backHome}
      </Link>
    </section>
  );
}
