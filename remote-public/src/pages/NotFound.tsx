import { Link } from 'react-router-dom';
import { T } from '../texts';
import { PageTitle } from './PageTitle';

export default function NotFoundPage() {
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
