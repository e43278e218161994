// Exam results (`/result`, issue 13): newest year first, each exam with its class, category, its sheet to open or
// download, and where the counts are given the examinees, those who passed, the pass rate and the GPA-5s. The
// category is a link (`/result?category=Public`) and the pages are links (`&page=2`): the view is its URL, drawn
// by the server and working without JavaScript.
import { useSearchParams } from 'react-router-dom';
import { RESULT_CATEGORIES, type ResultCategory } from 'remote_shared/schemas';
import { Spinner } from 'remote_shared/ui';
import { isMissing, RESULT_PAGE_SIZE, useGetClassNamesQuery, useGetResultPageQuery, useLogFailure, type ResultRow } from '../api/publicApi';
import { FileLinks } from '../components/FileLinks';
import { EmptyState } from '../components/LoadState';
import { bn, countOf, percentText } from '../components/numbers';
import { Pagination } from '../components/Pagination';
import { TabLinks } from '../components/TabLinks';
import { parsePage } from '../page/listParams';
import { usePageHead } from '../page/pageHead';
import { parseResultCategory, resultSearch } from '../page/recordParams';
import { T } from '../texts';
import NotFoundPage from './NotFound';
import { PageTitle } from './PageTitle';
import './result.css';

const R = T.result;

/** The results in the order given (newest year first), in runs of one year each. */
export function byYear(results: readonly ResultRow[]): { year: number; results: ResultRow[] }[] {
  const groups: { year: number; results: ResultRow[] }[] = [];
  for (const result of results) {
    const last = groups.at(-1);
    if (last?.year === result.year) last.results.push(result);
    else groups.push({ year: result.year, results: [result] });
  }
  return groups;
}

function Fact({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function ResultCard({ result, className }: { result: ResultRow; className: string }) {
  const [examinees, passed, gpa5] = [countOf(result.examinees), countOf(result.passed), countOf(result.gpa5)];
  const rate = percentText(passed, examinees);
  const titleId = `result-${result.id}`;
  return (
    <li className="pub-result">
      <div className="pub-result__head">
        <h3 id={titleId} className="pub-result__title">
          {result.exam_name}
          <span className="pub-sr-only">
            {' '}
            ({className}, {bn(result.year)})
          </span>
        </h3>
        <span className="pub-badge">{R.categories[result.category] ?? result.category}</span>
      </div>
      <dl className="pub-result__facts">
        <Fact label={R.className} value={className} />
        {examinees !== null && <Fact label={R.examinees} value={bn(examinees)} />}
        {passed !== null && <Fact label={R.passed} value={bn(passed)} />}
        {rate && <Fact label={R.passRate} value={rate} className="pub-result__rate" />}
        {gpa5 !== null && <Fact label={R.gpa5} value={bn(gpa5)} />}
      </dl>
      {result.file && <FileLinks file={result.file} openLabel={R.open} downloadLabel={R.download} describedBy={titleId} />}
    </li>
  );
}

function ResultList({ page, category, hrefFor }: { page: number; category: ResultCategory | null; hrefFor: (n: number) => string }) {
  const { data, isLoading, isFetching, error, refetch } = useGetResultPageQuery({ page, category });
  const classes = useGetClassNamesQuery();
  useLogFailure('results', error);
  useLogFailure('classes', classes.error);
  if (isLoading) return <Spinner label={T.loading} />;
  if (!data?.results.length) return <EmptyState onRetry={error ? refetch : undefined} />;
  const names = new Map((classes.data ?? []).map((c) => [c.id, c.name]));
  const className = (id: number | null) => (id === null ? T.dash : (names.get(Number(id)) ?? T.routine.unknownClass(bn(id))));
  return (
    <div aria-busy={isFetching || undefined}>
      {byYear(data.results).map(({ year, results }) => (
        <section key={year} className="pub-year" aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`} className="pub-year__title">
            {R.year(bn(year))}
          </h2>
          <ul className="pub-results">
            {results.map((result) => (
              <ResultCard key={result.id} result={result} className={className(result.class_name)} />
            ))}
          </ul>
        </section>
      ))}
      <Pagination page={page} pages={Math.max(1, Math.ceil(data.count / RESULT_PAGE_SIZE))} label={R.pagination} hrefFor={hrefFor} />
    </div>
  );
}

export default function ResultPage() {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const category = parseResultCategory(params.get('category'));
  const hrefFor = (n: number, of: ResultCategory | null = category ?? null) => `/result${resultSearch(of, n)}`;
  usePageHead({ canonical: hrefFor(page ?? 1), description: R.metaDescription });
  const valid = page !== null && category !== undefined;
  // A page past the last (the server answers 404) is the 404 page, not a list with a 404 page inside it.
  const { error } = useGetResultPageQuery({ page: page ?? 1, category: category ?? null }, { skip: !valid });
  if (!valid || isMissing(error)) return <NotFoundPage />;
  const tabs = [null, ...RESULT_CATEGORIES].map((of) => ({ to: hrefFor(1, of), label: of ? R.categories[of] : R.all, current: of === category }));
  return (
    <section className="pub-container pub-page">
      <PageTitle>{T.pageTitles.result}</PageTitle>
      <TabLinks label={R.filters} items={tabs} />
      <ResultList page={page} category={category} hrefFor={(n) => hrefFor(n)} />
    </section>
  );
}
