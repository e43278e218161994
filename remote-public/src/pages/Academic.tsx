// Academic (static, spec section 2): the three programmes and the three departments.
import { BookOpen, Briefcase, FlaskConical, type LucideIcon } from 'lucide-react';
import { T } from '../texts';
import { PageTitle } from './PageTitle';

const ICONS: LucideIcon[] = [FlaskConical, BookOpen, Briefcase];

function CardList({ items }: { items: readonly string[] }) {
  return (
    <ul className="pub-cards">
      {items.map((item, index) => {
        const Icon = ICONS[index % ICONS.length];
        return (
          <li key={item} className="pub-card pub-card--icon">
            <span className="pub-card__icon" aria-hidden="true">
              <Icon size={26} />
            </span>
            <span className="pub-card__label">{item}</span>
          </li>
        );
      })}
    </ul>
  );
}

export default function AcademicPage() {
  return (
    <section className="pub-container pub-page">
      <PageTitle>{T.pageTitles.academic}</PageTitle>
      <section className="pub-block" aria-labelledby="programs-title">
        <h2 id="programs-title" className="pub-block__title">
          {T.academic.programs}
        </h2>
        <CardList items={T.academic.programList} />
      </section>
      <section className="pub-block" aria-labelledby="departments-title">
        <h2 id="departments-title" className="pub-block__title">
          {T.academic.departments}
        </h2>
        <CardList items={T.academic.departmentList} />
      </section>
    </section>
  );
}
