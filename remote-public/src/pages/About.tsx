// The college's introduction (`/about`, issue 13), what the DSHE's 2025 order asks every college to publish: its
// introduction and codes (EIIN, college code, board), mission and objective, the letters of recognition and
// permission, its students by class, section and gender (counts only, never names), the numbers of teachers and
// staff, the governing body, the complaint (GRS) and right-to-information (RTI) officers, and the citizen charter.
// Each part reads only what it shows; a missing value is a dash, a failed read logged and shown as empty.
import { Fragment, type ReactNode } from 'react';
import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { calendarEventSchema, GENDER_LABELS } from 'remote_shared/schemas';
import { Spinner } from 'remote_shared/ui';
import {
  useGetCalendarQuery,
  useGetCommitteeQuery,
  useGetInstitutionRecordQuery,
  useGetRecognitionsQuery,
  useGetStatsQuery,
  useLogFailure,
  useSiteInstitution,
  type InstitutionRecord,
} from '../api/publicApi';
import { located } from '../api/registry';
import { useCollegeDay } from '../components/collegeDay';
import { formatBengaliDate, formatBengaliRange } from '../components/dates';
import { FileLinks } from '../components/FileLinks';
import { EmptyState } from '../components/LoadState';
import { bn } from '../components/numbers';
import { Paragraphs } from '../components/Paragraphs';
import { RecognitionList } from '../components/Recognitions';
import { usePageHead } from '../page/pageHead';
import { T } from '../texts';
import { PageTitle } from './PageTitle';
import { studentTable, type Counts, type GenderColumn } from './studentTable';
import './about.css';

const A = T.about;

/** The page's parts, in order: their anchors and headings (the contents links at the top). */
const PARTS = [
  ['intro', A.intro],
  ['aims', A.aims],
  ['recognition', A.recognition],
  ['calendar', A.calendar],
  ['students', A.students],
  ['people', A.people],
  ['governing-body', A.governingBody],
  ['officers', A.officers],
  ['charter', A.charter],
] as const;
type PartId = (typeof PARTS)[number][0];
const headingOf = (id: PartId) => PARTS.find(([part]) => part === id)![1];

/** The parts shown: the calendar only where the live shared remote has it (an older one has not). */
const SHOWN_PARTS = PARTS.filter(([id]) => id !== 'calendar' || located('calendar'));

function Part({ id, children }: { id: PartId; children: ReactNode }) {
  return (
    <section id={id} className="pub-about-part" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pub-block__title">
        {headingOf(id)}
      </h2>
      {children}
    </section>
  );
}

const text = (value: string | null | undefined) => value?.trim() || '';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="pub-details">
      {rows.map(([label, value]) => (
        <div key={label} className="pub-details__row">
          <dt>{label}</dt>
          <dd>{value || T.dash}</dd>
        </div>
      ))}
    </dl>
  );
}

function Intro({ record }: { record: InstitutionRecord | null }) {
  const { institution } = useSiteInstitution();
  const established = record?.government_approval_date;
  return (
    <Part id="intro">
      {institution?.name && <p className="pub-about-page__name">{institution.name}</p>}
      <Facts
        rows={[
          [A.eiin, text(record?.eiin) && bn(text(record?.eiin))],
          [A.collegeCode, text(record?.college_code) && bn(text(record?.college_code))],
          [A.board, text(record?.education_board)],
          [A.established, established ? <time dateTime={established}>{formatBengaliDate(established)}</time> : ''],
          [A.approvalNumber, text(record?.government_approval_number)],
        ]}
      />
      {text(record?.history) && (
        <>
          <h3 className="pub-about__subtitle">{A.history}</h3>
          <Paragraphs text={record!.history!} className="pub-prose" />
        </>
      )}
    </Part>
  );
}

function Aims({ record }: { record: InstitutionRecord | null }) {
  return (
    <Part id="aims">
      <div className="pub-about-page__aims">
        {(
          [
            [A.mission, record?.mission],
            [A.objective, record?.objective],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="pub-panel">
            <h3 className="pub-panel__title">{label}</h3>
            {text(value) ? <Paragraphs text={value!} className="pub-prose" /> : <p>{T.dash}</p>}
          </div>
        ))}
      </div>
    </Part>
  );
}

function Recognition() {
  const { data, isLoading, error, refetch } = useGetRecognitionsQuery();
  useLogFailure('acknowledgment', error);
  return (
    <Part id="recognition">
      {isLoading ? <Spinner label={T.loading} /> : data?.length ? <RecognitionList letters={data} headingLevel={3} /> : <EmptyState onRetry={error ? refetch : undefined} />}
      <p>
        <Link to="/acknowledgment">{A.allRecognition}</Link>
      </p>
    </Part>
  );
}

const KIND_LABELS: Readonly<Record<string, string>> = calendarEventSchema.kind.labels;

/**
 * The academic calendar's events that have not ended (an event without an end is one day), each with its days, its
 * kind and its note, and the link to the whole calendar as a file for a phone's calendar (/calendar.ics).
 */
function AcademicCalendar() {
  const { data, isLoading, error, refetch } = useGetCalendarQuery();
  useLogFailure('calendar', error);
  const today = useCollegeDay();
  const coming = (data ?? []).filter((event) => (event.end_date ?? event.start_date) >= today);
  return (
    <Part id="calendar">
      <p>{A.calendarIntro}</p>
      {isLoading ? (
        <Spinner label={T.loading} />
      ) : !coming.length ? (
        error ? <EmptyState onRetry={refetch} /> : <p>{A.calendarEmpty}</p>
      ) : (
        <ul className="pub-calendar">
          {coming.map((event) => (
            <li key={event.id} className="pub-calendar__event">
              <time className="pub-calendar__when" dateTime={event.start_date}>
                {formatBengaliRange(event.start_date, event.end_date)}
              </time>
              <span className="pub-calendar__title">{event.title}</span>
              <span className="pub-calendar__tags">
                <span className="pub-badge">{KIND_LABELS[event.kind] ?? event.kind}</span>
                {event.start_date <= today && <span className="pub-calendar__ongoing">{A.ongoing}</span>}
              </span>
              {event.note?.trim() && <span className="pub-calendar__note">{event.note}</span>}
            </li>
          ))}
        </ul>
      )}
      <p>
        <a className="pub-button pub-button--small pub-button--outline" href="/calendar.ics" download>
          <CalendarPlus size={16} aria-hidden="true" /> {A.addToCalendar}
        </a>
      </p>
    </Part>
  );
}

const genderLabel = (column: GenderColumn) => (column === 'unknown' ? A.unknownGender : GENDER_LABELS[column]);

function CountCells({ counts, columns }: { counts: Counts; columns: GenderColumn[] }) {
  return (
    <>
      {columns.map((column) => (
        <td key={column}>{bn(counts[column])}</td>
      ))}
      <td className="pub-table__total">{bn(counts.total)}</td>
    </>
  );
}

function StudentCounts() {
  const { data, isLoading, error, refetch } = useGetStatsQuery();
  useLogFailure('stats', error);
  if (isLoading) return <Spinner label={T.loading} />;
  const table = studentTable(data?.students ?? []);
  if (!table.classes.length) return <EmptyState onRetry={error ? refetch : undefined} />;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <div className="pub-table-scroll" role="region" aria-labelledby="students-title" tabIndex={0}>
      <table className="pub-table">
        <caption className="pub-sr-only">{A.studentsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{A.className}</th>
            <th scope="col">{A.section}</th>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {genderLabel(column)}
              </th>
            ))}
            <th scope="col">{A.total}</th>
          </tr>
        </thead>
        <tbody>
          {table.classes.map((group) => (
            <Fragment key={group.id}>
              {group.sections.map((row, index) => (
                <tr key={row.section}>
                  {index === 0 && (
                    <th scope="row" rowSpan={group.sections.length}>
                      {group.name}
                    </th>
                  )}
                  <td>{row.section ? bn(row.section) : A.noSection}</td>
                  <CountCells counts={row.counts} columns={table.columns} />
                </tr>
              ))}
              {group.sections.length > 1 && (
                <tr className="pub-table__subtotal">
                  <th scope="row" colSpan={2}>
                    {A.classTotal(group.name)}
                  </th>
                  <CountCells counts={group.counts} columns={table.columns} />
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {A.grandTotal}
            </th>
            <CountCells counts={table.counts} columns={table.columns} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function People() {
  const { data, error } = useGetStatsQuery();
  const students = data ? data.students.reduce((sum, row) => sum + (Number(row.count) > 0 ? Number(row.count) : 0), 0) : null;
  const counters = [
    { label: A.teachers, value: data?.teachers },
    { label: A.staff, value: data?.staff },
    { label: A.studentsTotal, value: students },
  ];
  return (
    <Part id="people">
      <ul className="pub-counters">
        {counters.map((counter) => (
          <li key={counter.label} className="pub-counter">
            <span className="pub-counter__value">{counter.value === undefined || counter.value === null || (error && !data) ? T.dash : bn(counter.value)}</span>
            <span className="pub-counter__label">{counter.label}</span>
          </li>
        ))}
      </ul>
    </Part>
  );
}

function GoverningBody() {
  const { data, isLoading, error, refetch } = useGetCommitteeQuery();
  useLogFailure('committee members', error);
  return (
    <Part id="governing-body">
      {isLoading ? (
        <Spinner label={T.loading} />
      ) : !data?.length ? (
        <EmptyState onRetry={error ? refetch : undefined} />
      ) : (
        <ul className="pub-roster">
          {data.map((member) => (
            <li key={member.id}>
              <span className="pub-roster__name">{member.full_name}</span>
              <span className="pub-roster__role">{member.role}</span>
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

function Officer({ title, name, phone, email }: { title: string; name: string; phone: string; email: string }) {
  return (
    <div className="pub-panel">
      <h3 className="pub-panel__title">{title}</h3>
      <Facts
        rows={[
          [A.name, name],
          [A.phone, phone && <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>],
          [A.email, email && <a className="pub-break" href={`mailto:${email}`}>{email}</a>],
        ]}
      />
    </div>
  );
}

function Officers({ record }: { record: InstitutionRecord | null }) {
  return (
    <Part id="officers">
      <div className="pub-about-page__aims">
        <Officer title={A.grs} name={text(record?.grs_officer_name)} phone={text(record?.grs_officer_phone)} email={text(record?.grs_officer_email)} />
        <Officer title={A.rti} name={text(record?.rti_officer_name)} phone={text(record?.rti_officer_phone)} email={text(record?.rti_officer_email)} />
      </div>
    </Part>
  );
}

function Charter({ record }: { record: InstitutionRecord | null }) {
  const file = record?.citizen_charter_file;
  return (
    <Part id="charter">
      {text(record?.citizen_charter) ? <Paragraphs text={record!.citizen_charter!} className="pub-prose" /> : !file && <p>{T.dash}</p>}
      {file && <FileLinks file={file} openLabel={A.charterPdf} downloadLabel={T.files.download} />}
    </Part>
  );
}

export default function AboutPage() {
  usePageHead({ canonical: '/about', description: A.metaDescription });
  const { data, isLoading, error } = useGetInstitutionRecordQuery();
  useLogFailure('institution', error);
  const record = data ?? null;
  return (
    <div className="pub-container pub-page pub-about-page">
      <PageTitle>{T.pageTitles.about}</PageTitle>
      <nav className="pub-contents" aria-label={A.contents}>
        <ul>
          {SHOWN_PARTS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {isLoading ? (
        <Spinner label={T.loading} />
      ) : (
        <>
          <Intro record={record} />
          <Aims record={record} />
        </>
      )}
      <Recognition />
      {located('calendar') && <AcademicCalendar />}
      <Part id="students">
        <StudentCounts />
      </Part>
      <People />
      <GoverningBody />
      {!isLoading && (
        <>
          <Officers record={record} />
          <Charter record={record} />
        </>
      )}
    </div>
  );
}
