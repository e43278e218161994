// The college's recognition and permission letters (`/acknowledgment`, issue 13): title, date, and the scan as a
// thumbnail or its PDF, to open or download. Drawn by the server; nothing here needs JavaScript.
import { Spinner } from 'remote_shared/ui';
import { useGetRecognitionsQuery, useLogFailure } from '../api/publicApi';
import { EmptyState } from '../components/LoadState';
import { RecognitionList } from '../components/Recognitions';
import { usePageHead } from '../page/pageHead';
import { T } from '../texts';
import { PageTitle } from './PageTitle';

export default function AcknowledgmentPage() {
  usePageHead({ canonical: '/acknowledgment', description: T.acknowledgment.metaDescription });
  const { data, isLoading, error, refetch } = useGetRecognitionsQuery();
  useLogFailure('acknowledgment', error);
  return (
    <section className="pub-container pub-page">
      <PageTitle>{T.pageTitles.acknowledgment}</PageTitle>
      {isLoading ? <Spinner label={T.loading} /> : data?.length ? <RecognitionList letters={data} /> : <EmptyState onRetry={error ? refetch : undefined} />}
    </section>
  );
}
