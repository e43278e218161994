import { Link } from 'react-router-dom';
import { NAVIGATION } from '../navigation';
import { T } from '../texts';
import { ScreenTitle } from './ScreenTitle';

export default function Overview() {
  const items = NAVIGATION.flatMap((entry) => (entry.kind === 'group' ? entry.group.items : [entry.item]));
  return (
    <section className="dash-screen">
      <ScreenTitle>{T.welcome}</ScreenTitle>
      <p>{T.welcomeHint}</p>
      <ul className="dash-cards">
        {items.map(({ path, icon: Icon }) => (
          <li key={path}>
            <Link to={`/dashboard/${path}`} className="dash-card">
              <Icon size={22} aria-hidden="true" />
              {T.screens[path]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
