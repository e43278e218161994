// Faculty and Staff (spec section 2; issue 13): the teachers and the staff as two tabs, each card with photo, name,
// designation, subject (teachers), phone and email, a dash for any missing value, the spec's loading and empty
// texts, 12 a page. The tab and the page are the URL (`/facnstaff?tab=staff&page=2`), the tabs and page controls
// real links, so every view is drawn by the server and works without JavaScript. A failed fetch is logged and
// shows the empty text with a retry.
import { Mail, Phone } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import type { AnswerOf } from 'remote_shared/registry';
import { Avatar, Spinner } from 'remote_shared/ui';
import { isMissing, STAFF_PAGE_SIZE, TEACHER_PAGE_SIZE, useGetStaffPageQuery, useGetTeacherPageQuery, useLogFailure, type Page, type StaffCard } from '../api/publicApi';
import { EmptyState } from '../components/LoadState';
import { Pagination } from '../components/Pagination';
import { TabLinks } from '../components/TabLinks';
import { parsePage } from '../page/listParams';
import { usePageHead } from '../page/pageHead';
import { facultySearch, FACULTY_TABS, parseFacultyTab, type FacultyTab } from '../page/recordParams';
import { T } from '../texts';
import NotFoundPage from './NotFound';
import { PageTitle } from './PageTitle';

const DASH = T.dash;

type Person = Pick<AnswerOf<'teachers'>, 'id' | 'full_name' | 'photo' | 'designation' | 'contact_phone' | 'contact_email'> & { subject?: string | null };

/** A card as the spec gives it for teachers; a staff member's has no subject. */
function PersonCard({ person, withSubject }: { person: Person; withSubject: boolean }) {
  const phone = person.contact_phone?.trim();
  const email = person.contact_email?.trim();
  return (
    <li className="pub-teacher">
      <Avatar name={person.full_name} src={person.photo} size={96} className="pub-teacher__photo" />
      <div className="pub-teacher__body">
        <h2 className="pub-teacher__name">{person.full_name || DASH}</h2>
        <dl className="pub-teacher__facts">
          <div>
            <dt>{T.faculty.designation}</dt>
            <dd>{person.designation?.trim() || DASH}</dd>
          </div>
          {withSubject && (
            <div>
              <dt>{T.faculty.subject}</dt>
              <dd>{person.subject?.trim() || DASH}</dd>
            </div>
          )}
          <div>
            <dt>
              <Phone size={14} aria-hidden="true" /> {T.faculty.phone}
            </dt>
            <dd>{phone ? <a href={`tel:${phone}`}>{phone}</a> : DASH}</dd>
          </div>
          <div>
            <dt>
              <Mail size={14} aria-hidden="true" /> {T.faculty.email}
            </dt>
            <dd className="pub-break">{email ? <a href={`mailto:${email}`}>{email}</a> : DASH}</dd>
          </div>
        </dl>
      </div>
    </li>
  );
}

interface ListQuery {
  data?: Page<AnswerOf<'teachers'>> | Page<StaffCard>;
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The list of one tab's query: loading, empty (with a retry after a failure), or the cards and page links. */
function PeopleList({ query, tab, page, hrefFor }: { query: ListQuery; tab: FacultyTab; page: number; hrefFor: (n: number) => string }) {
  const { data, isLoading, error, refetch } = query;
  useLogFailure(tab, error);
  if (isLoading) return <Spinner label={T.loading} />;
  if (!data?.results.length) return <EmptyState onRetry={error ? refetch : undefined} />;
  const pageSize = tab === 'teachers' ? TEACHER_PAGE_SIZE : STAFF_PAGE_SIZE;
  return (
    <>
      <ul className="pub-teachers">
        {data.results.map((person) => (
          <PersonCard key={person.id} person={person} withSubject={tab === 'teachers'} />
        ))}
      </ul>
      <Pagination
        page={page}
        pages={Math.max(1, Math.ceil(data.count / pageSize))}
        label={tab === 'teachers' ? T.faculty.pagination : T.faculty.staffPagination}
        hrefFor={hrefFor}
      />
    </>
  );
}

export default function FacultyStaffPage() {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const tab = parseFacultyTab(params.get('tab'));
  const hrefFor = (n: number, of: FacultyTab = tab ?? 'teachers') => `/facnstaff${facultySearch(of, n)}`;
  usePageHead({ canonical: hrefFor(page ?? 1) });
  const valid = page !== null && tab !== undefined;
  const teachers = useGetTeacherPageQuery({ page: page ?? 1 }, { skip: !valid || tab !== 'teachers' });
  const staff = useGetStaffPageQuery({ page: page ?? 1 }, { skip: !valid || tab !== 'staff' });
  const query = tab === 'staff' ? staff : teachers;
  // A page past the last (the server answers 404) is the 404 page, not a list with a 404 page inside it.
  if (!valid || isMissing(query.error)) return <NotFoundPage />;
  const tabs = FACULTY_TABS.map((of) => ({ to: hrefFor(1, of), label: of === 'teachers' ? T.faculty.teachersTab : T.faculty.staffTab, current: of === tab }));
  return (
    <section className="pub-container pub-page">
      <PageTitle>{T.pageTitles.facnstaff}</PageTitle>
      <TabLinks label={T.faculty.tabs} items={tabs} />
      <PeopleList query={query} tab={tab} page={page} hrefFor={(n) => hrefFor(n)} />
    </section>
  );
}
