// Views of one page as links (`/result?category=Public`, `/facnstaff?tab=staff`): they work before the page's
// script arrives and without it, and the view is its URL. The current one is marked `aria-current="page"`.
import { Link } from 'react-router-dom';
import './tabs.css';

export interface TabLink {
  to: string;
  label: string;
  current: boolean;
}

export function TabLinks({ label, items }: { label: string; items: readonly TabLink[] }) {
  return (
    <nav className="pub-tabs" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="pub-tabs__link" aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
