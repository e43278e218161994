import { T } from '../texts';
import { PageTitle } from './PageTitle';

export default function FacultyStaffPage() {
  return (
    <section className="pub-container pub-page">
      <PageTitle>{T.pageTitles.facnstaff}</PageTitle>
    </section>
  );
}
