import { Link } from 'react-router-dom';
import { T } from '../texts';
import { ScreenTitle } from './ScreenTitle';

export default function NotFound() {
  return (
    <section className="dash-screen">
      <ScreenTitle>{T.notFound}</ScreenTitle>
      <Link to="/dashboard">{T.dashboardTitle}</Link>
    </section>
  );
}
