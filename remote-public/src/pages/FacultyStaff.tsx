// Faculty and Staff (spec section 2): the teacher cards, a dash for any missing value, the spec's loading and
// empty texts. A failed fetch is logged and shows the empty text with a retry.
import { Mail, Phone } from 'lucide-react';
import type { Teacher } from 'remote_shared/schemas';
import { Avatar, Spinner } from 'remote_shared/ui';
import { useGetTeachersQuery, useLogFailure } from '../api/publicApi';
import { EmptyState } from '../components/LoadState';
import { T } from '../texts';
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

export default function FacultyStaffPage() {
  const { data, isLoading, error, refetch } = useGetTeachersQuery();
  useLogFailure('teachers', error);
  return (
    <section className="pub-container pub-page">
      <PageTitle>{T.pageTitles.facnstaff}</PageTitle>
      {isLoading ? (
        <Spinner label={T.loading} />
      ) : !data?.length ? (
        <EmptyState onRetry={error ? refetch : undefined} />
      ) : (
        <ul className="pub-teachers">
          {data.map((teacher) => (
            <TeacherCard key={teacher.id} teacher={teacher} />
          ))}
        </ul>
      )}
    </section>
  );
}
