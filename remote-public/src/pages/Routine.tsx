// Routines (`/routine`, issue 13): the week's class routine of a class and section as a grid (days across, times
// down), chosen with a GET form (`/routine?class=3&section=2`; a section, or a class, may also be named by its
// name: `?section=ক`), printable on one A4 page (public.css: only the grid and its heading) and downloadable as a
// calendar (`/routine.ics?class=&section=`, api/src/site/calendar.ts); then the routine files, academic and exam,
// by class. Everything is drawn by the server and works without JavaScript.
import { CalendarPlus, Printer } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTINE_FILE_CATEGORIES } from 'remote_shared/schemas';
import { Spinner } from 'remote_shared/ui';
import {
  useGetClassNamesQuery,
  useGetRoutineFilesQuery,
  useGetSectionNamesQuery,
  useGetWeekRoutineQuery,
  useLogFailure,
  useSiteInstitution,
  type NamedItem,
  type RoutineFileRow,
} from '../api/publicApi';
import { FileLinks } from '../components/FileLinks';
import { EmptyState } from '../components/LoadState';
import { bn } from '../components/numbers';
import { useHydrated } from '../components/useHydrated';
import { useFollowValue } from '../page/followValue';
import { usePageHead } from '../page/pageHead';
import { findNamed } from '../page/recordParams';
import { T } from '../texts';
import { PageTitle } from './PageTitle';
import { weekGrid } from './weekGrid';
import './routine.css';

const R = T.routine;

/** `?class=3&section=2` of a chosen class and section. */
export const routineSearch = (classId: number, sectionId: number) => `?class=${classId}&section=${sectionId}`;

/** The class and section the URL names, once the lists that name them have loaded. */
export function useChosenClass() {
  const [params] = useSearchParams();
  const classes = useGetClassNamesQuery();
  const sections = useGetSectionNamesQuery();
  useLogFailure('classes', classes.error);
  useLogFailure('sections', sections.error);
  const asked = { className: params.get('class') ?? '', section: params.get('section') ?? '' };
  const chosenClass = findNamed(classes.data ?? [], asked.className);
  const chosenSection = findNamed(sections.data ?? [], asked.section);
  return {
    asked,
    classes: classes.data ?? [],
    sections: sections.data ?? [],
    loading: classes.isLoading || sections.isLoading,
    chosen: chosenClass && chosenSection ? { className: chosenClass, section: chosenSection } : null,
  };
}

function ChooseForm({ classes, sections, chosen }: { classes: NamedItem[]; sections: NamedItem[]; chosen: { className: NamedItem; section: NamedItem } | null }) {
  const id = useId();
  const navigate = useNavigate();
  const classValue = chosen ? String(chosen.className.id) : '';
  const sectionValue = chosen ? String(chosen.section.id) : '';
  // Back and forward change the choice: the selects show it, but never at hydration, where they hold what was
  // chosen before the script arrived (and is sent when "রুটিন দেখুন" is pressed).
  const classSelect = useFollowValue<HTMLSelectElement>(classValue);
  const sectionSelect = useFollowValue<HTMLSelectElement>(sectionValue);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const [classId, sectionId] = [data.get('class'), data.get('section')];
    if (typeof classId !== 'string' || typeof sectionId !== 'string' || !classId || !sectionId) return; // the browser's own check says what is missing
    event.preventDefault();
    void navigate(`/routine?${new URLSearchParams({ class: classId, section: sectionId }).toString()}`);
  };

  return (
    <form className="pub-choose" method="get" action="/routine" onSubmit={submit}>
      <div className="pub-field">
        <label htmlFor={`${id}-class`}>{R.className}</label>
        <select ref={classSelect} id={`${id}-class`} name="class" required defaultValue={classValue}>
          <option value="">{R.chooseClass}</option>
          {classes.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <div className="pub-field">
        <label htmlFor={`${id}-section`}>{R.section}</label>
        <select ref={sectionSelect} id={`${id}-section`} name="section" required defaultValue={sectionValue}>
          <option value="">{R.chooseSection}</option>
          {sections.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="pub-button">
        {R.show}
      </button>
    </form>
  );
}

function WeekTable({ className, section }: { className: NamedItem; section: NamedItem }) {
  const { data, isLoading, error, refetch } = useGetWeekRoutineQuery({ classId: className.id, sectionId: section.id });
  const { institution } = useSiteInstitution();
  const hydrated = useHydrated();
  useLogFailure('class routine', error);
  if (isLoading) return <Spinner label={T.loading} />;
  if (error && !data) return <EmptyState onRetry={refetch} />;
  const title = R.gridTitle(className.name, section.name);
  const grid = weekGrid(data ?? []);
  const time = (text: string) => <time dateTime={text}>{bn(text)}</time>;
  return (
    <div className="pub-week-print">
      {institution?.name && <p className="pub-week__college">{institution.name}</p>}
      <h3 id="week-title" className="pub-week__title">
        {title}
      </h3>
      {grid.rows.length === 0 ? (
        <p className="pub-empty" role="status">
          {R.noSlots}
        </p>
      ) : (
        <>
          {/* Scrolls sideways on a phone; focusable, so a keyboard can scroll it too. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
          <div className="pub-week__scroll" role="region" aria-labelledby="week-title" tabIndex={0}>
            <table className="pub-week">
              <thead>
                <tr>
                  <th scope="col">{R.time}</th>
                  {grid.days.map((day) => (
                    <th key={day} scope="col">
                      {R.days[day]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.rows.map((row) => (
                  <tr key={`${row.startTime}-${row.endTime}`}>
                    <th scope="row" className="pub-week__time">
                      {time(row.startTime)}–{time(row.endTime)}
                    </th>
                    {grid.days.map((day) => (
                      <td key={day}>
                        {row.cells[day].length ? (
                          row.cells[day].map((slot) => (
                            <div key={slot.id} className="pub-week__slot">
                              <span className="pub-week__subject">{slot.subjectName || T.dash}</span>
                              {slot.teacherName && <span className="pub-week__teacher">{slot.teacherName}</span>}
                            </div>
                          ))
                        ) : (
                          <span className="pub-week__free">
                            <span aria-hidden="true">–</span>
                            <span className="pub-sr-only">{R.noClass}</span>
                          </span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="pub-week__actions">
            <a className="pub-button pub-button--small pub-button--outline" href={`/routine.ics${routineSearch(className.id, section.id)}`} download>
              <CalendarPlus size={16} aria-hidden="true" /> {R.calendar}
            </a>
            {/* Printing from the page needs its script; without it the browser's own print gives the same sheet. */}
            {hydrated && (
              <button type="button" className="pub-button pub-button--small pub-button--outline" onClick={() => window.print()}>
                <Printer size={16} aria-hidden="true" /> {R.print}
              </button>
            )}
          </div>
        </>
      )}
    </div>
  );
}

function WeekRoutine() {
  const { asked, classes, sections, loading, chosen } = useChosenClass();
  const askedSomething = Boolean(asked.className.trim() || asked.section.trim());
  return (
    <section className="pub-week-sheet" aria-labelledby="week-heading">
      <h2 id="week-heading" className="pub-block__title">
        {R.week}
      </h2>
      {loading ? (
        <Spinner label={T.loading} />
      ) : (
        <>
          <ChooseForm classes={classes} sections={sections} chosen={chosen} />
          {chosen ? (
            <WeekTable className={chosen.className} section={chosen.section} />
          ) : (
            <p className="pub-hint" role={askedSomething ? 'status' : undefined}>
              {askedSomething ? R.notFound : R.hint}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function RoutineFiles() {
  const { data, isLoading, error, refetch } = useGetRoutineFilesQuery();
  const classes = useGetClassNamesQuery();
  useLogFailure('routine files', error);
  const names = new Map((classes.data ?? []).map((c) => [c.id, c.name]));
  const className = (file: RoutineFileRow) => (file.class_name === null ? T.dash : (names.get(Number(file.class_name)) ?? R.unknownClass(bn(file.class_name))));
  const files = (data ?? []).filter((file) => file.file);
  return (
    <section className="pub-block" aria-labelledby="files-heading">
      <h2 id="files-heading" className="pub-block__title">
        {R.files}
      </h2>
      {isLoading ? (
        <Spinner label={T.loading} />
      ) : !files.length ? (
        <EmptyState onRetry={error ? refetch : undefined} />
      ) : (
        ROUTINE_FILE_CATEGORIES.map((category) => {
          const ofCategory = files.filter((file) => file.category === category);
          if (!ofCategory.length) return null;
          return (
            <div key={category} className="pub-routine-files">
              <h3 className="pub-routine-files__title">{R.fileCategories[category]}</h3>
              <ul className="pub-records">
                {ofCategory.map((file) => (
                  <li key={file.id} className="pub-record">
                    <p id={`routine-file-${file.id}`} className="pub-record__title">
                      {R.className}: {className(file)}
                      <span className="pub-sr-only"> ({R.fileCategories[category]})</span>
                    </p>
                    <FileLinks file={file.file} openLabel={T.files.open} downloadLabel={T.files.download} describedBy={`routine-file-${file.id}`} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}

export default function RoutinePage() {
  const { chosen } = useChosenClass();
  usePageHead({ canonical: chosen ? `/routine${routineSearch(chosen.className.id, chosen.section.id)}` : '/routine', description: R.metaDescription });
  return (
    <section className="pub-container pub-page pub-routine">
      <PageTitle>{T.pageTitles.routine}</PageTitle>
      <WeekRoutine />
      <RoutineFiles />
    </section>
  );
}
