// The overview at /dashboard: quick actions, the college's numbers (students, teachers, staff, this month's
// notices, unread messages; each a link to its list), students by class as a chart, the latest contact messages
// (unread ones marked), the last backup's time and size, and every part of the dashboard. The numbers come from
// features/overview/data.ts.
import { BriefcaseBusiness, ExternalLink, FileText, GraduationCap, Inbox, LibraryBig, type LucideIcon } from 'lucide-react';
import { useId, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toBengaliDigits } from 'remote_shared/schemas';
import { cut } from '../crud/lookups';
import { bengaliTime } from '../crud/time';
import { ClassChart } from '../features/overview/ClassChart';
import { readableSize, studentsByClass, useGetBackupStatusQuery, useGetOverviewStatsQuery, useLatestMessages, useNoticesThisMonth, useUnreadMessages } from '../features/overview/data';
import { MENU_ITEMS, QUICK_ACTIONS } from '../navigation';
import { T } from '../texts';
import { ScreenTitle } from './ScreenTitle';

const O = T.overview;

/** A titled part of the overview. */
function Panel({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const id = useId();
  return (
    <section className={wide ? 'dash-panel dash-panel--wide' : 'dash-panel'} aria-labelledby={id}>
      <h2 id={id} className="dash-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Count({ label, value, to, icon: Icon, attention }: { label: string; value: number | null; to: string; icon: LucideIcon; attention?: boolean }) {
  return (
    <li>
      <Link to={to} className={attention && value ? 'dash-count is-attention' : 'dash-count'}>
        <Icon size={22} aria-hidden="true" />
        <span className="dash-count__value">{value === null ? O.unavailable : toBengaliDigits(value)}</span>{' '}
        <span className="dash-count__label">{label}</span>
      </Link>
    </li>
  );
}

function LatestMessages() {
  const { messages, isError } = useLatestMessages();
  const C = T.contacts;
  if (isError) return <p role="alert">{T.loadError}</p>;
  if (messages === null) return <p aria-busy="true">{T.loading}</p>;
  if (!messages.length) return <p className="dash-overview__empty">{O.noMessages}</p>;
  return (
    <ul className="dash-inbox">
      {messages.map((message) => (
        <li key={message.id} className={message.is_read ? 'dash-inbox__item' : 'dash-inbox__item is-unread'}>
          <div className="dash-inbox__head">
            <span className="dash-inbox__name">{message.name}</span>
            {!message.is_read && <span className="dash-badge">{C.unread}</span>}
            <time className="dash-inbox__time" dateTime={message.created_at}>
              {bengaliTime(message.created_at)}
            </time>
          </div>
          <p className="dash-inbox__text">{cut(message.message, 90)}</p>
        </li>
      ))}
    </ul>
  );
}

/** The last backup: when it finished and how big it is, or that there is none yet. */
function LastBackup() {
  const { data, isError } = useGetBackupStatusQuery();
  if (isError) return <p role="alert">{T.loadError}</p>;
  if (!data) return <p aria-busy="true">{T.loading}</p>;
  const { last, running } = data;
  return (
    <>
      {last ? (
        <dl className="dash-backup">
          <dt>{O.lastBackup}</dt>
          <dd>
            <time dateTime={last.finished_at}>{bengaliTime(last.finished_at)}</time>
          </dd>
          <dt>{O.backupSize}</dt>
          <dd>
            {readableSize(last.size_bytes)} ({O.backupFiles(last.file_count)})
          </dd>
        </dl>
      ) : (
        <p className="dash-overview__empty">{O.noBackup}</p>
      )}
      {running && <p className="dash-hint">{O.backupRunning}</p>}
    </>
  );
}

export default function Overview() {
  const stats = useGetOverviewStatsQuery();
  const today = useMemo(() => new Date(), []);
  const notices = useNoticesThisMonth(today);
  const unread = useUnreadMessages();
  const classes = stats.data ? studentsByClass(stats.data) : null;
  const students = classes ? classes.reduce((sum, c) => sum + c.count, 0) : null;

  return (
    <section className="dash-screen dash-overview">
      <ScreenTitle>{T.welcome}</ScreenTitle>
      <nav aria-label={O.quickActions} className="dash-quick">
        {QUICK_ACTIONS.map(({ label, to, icon: Icon }) => (
          <Link key={to + label} to={to} className="dash-button dash-button--plain">
            <Icon size={18} aria-hidden="true" />
            {label}
          </Link>
        ))}
        <a href="/" className="dash-button dash-button--plain">
          <ExternalLink size={18} aria-hidden="true" />
          {O.viewSite}
        </a>
      </nav>

      <Panel title={O.atAGlance} wide>
        <ul className="dash-counts">
          <Count label={O.students} value={students} to="/dashboard/student-info-form" icon={GraduationCap} />
          <Count label={O.teachers} value={stats.data?.teachers ?? null} to="/dashboard/teacher-info-form" icon={LibraryBig} />
          <Count label={O.staff} value={stats.data?.staff ?? null} to="/dashboard/staff-info-form" icon={BriefcaseBusiness} />
          <Count label={O.noticesThisMonth} value={notices} to="/dashboard/notices" icon={FileText} />
          <Count label={O.unreadMessages} value={unread} to="/dashboard/contacts?is_read=false" icon={Inbox} attention />
        </ul>
      </Panel>

      <div className="dash-overview__grid">
        <Panel title={O.byClass}>{stats.isError ? <p role="alert">{T.loadError}</p> : classes ? <ClassChart classes={classes} /> : <p aria-busy="true">{T.loading}</p>}</Panel>
        <Panel title={O.latestMessages}>
          <LatestMessages />
          <p className="dash-panel__more">
            <Link to="/dashboard/contacts">{O.allMessages}</Link>
          </p>
        </Panel>
      </div>

      <Panel title={O.backup} wide>
        <LastBackup />
      </Panel>

      <Panel title={O.allScreens} wide>
        <p className="dash-hint">{T.welcomeHint}</p>
        <ul className="dash-cards">
          {MENU_ITEMS.map(({ path, title, icon: Icon }) => (
            <li key={path}>
              <Link to={`/dashboard/${path}`} className="dash-card">
                <Icon size={22} aria-hidden="true" />
                {title}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
    </section>
  );
}
