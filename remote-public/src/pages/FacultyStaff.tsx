// Faculty and Staff (spec section 2): the teacher cards, a dash for any missing value, the spec's loading and
// empty texts, 12 a page (`/facnstaff?page=2`, real links). A failed fetch is logged and shows the empty text
// with a retry.
import { Mail, Phone } from 'lucide-react';
import type { Teacher } from 'remote_shared/schemas';
import { Avatar, Spinner } from 'remote_shared/ui';
import { isMissing, TEACHER_PAGE_SIZE, useGetTeacherPageQuery, useLogFailure } from '../api/publicApi';
import { EmptyState } from '../components/LoadState';
import { Pagination } from '../components/Pagination';
import { useListParams } from '../page/listParams';
import { usePageHead } from '../page/pageHead';
import { T } from '../texts';
import NotFoundPage from './NotFound';
import { PageTitle } from './PageTitle';

const DASH = '-';

function TeacherCard({ teacher }: { teacher: Teacher }) {
  const phone = teacher.contact_phone?.trim();
  const email = teacher.contact_email?.trim();
  return (
    <li className="pub-teacher">
      <Avatar name={teacher.full_name} src={teacher.photo} size={96} className="pub-teacher__photo" />
      <div className="pub-teacher__body">
        <h2 className="pub-teacher__name">{teacher.full_name || DASH}</h2>
        <dl className="pub-teacher__facts">
          <div>
            <dt>{T.faculty.designation}</dt>
            <dd>{teacher.designation?.trim() || DASH}</dd>
          </div>
          <div>
            <dt>{T.faculty.subject}</dt>
            <dd>{teacher.subject?.trim() || DASH}</dd>
          </div>
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

function TeacherList({ page, hrefFor }: { page: number; hrefFor: (n: number) => string }) {
  const { data, isLoading, error, refetch } = useGetTeacherPageQuery({ page });
  useLogFailure('teachers', error);
  if (isLoading) return <Spinner label={T.loading} />;
  if (!data?.results.length) return <EmptyState onRetry={error ? refetch : undefined} />;
  return (
    <>
      <ul className="pub-teachers">
        {data.results.map((teacher) => (
          <TeacherCard key={teacher.id} teacher={teacher} />
        ))}
      </ul>
      <Pagination page={page} pages={Math.max(1, Math.ceil(data.count / TEACHER_PAGE_SIZE))} label={T.faculty.pagination} hrefFor={hrefFor} />
    </>
  );
}

export default function FacultyStaffPage() {
  const { page, hrefFor } = useListParams('/facnstaff');
  usePageHead({ canonical: hrefFor(page ?? 1) });
  // A page past the last (the server answers 404) is the 404 page, not a list with a 404 page inside it.
  const { error } = useGetTeacherPageQuery({ page: page ?? 1 }, { skip: page === null });
  if (page === null || isMissing(error)) return <NotFoundPage />;
  return (
    <section className="pub-container pub-page">
      <PageTitle>{T.pageTitles.facnstaff}</PageTitle>
      <TeacherList page={page} hrefFor={hrefFor} />
    </section>
  );
}
