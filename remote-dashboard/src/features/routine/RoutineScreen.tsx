// The class routine screen: the spec's simple form, and a way to the list where its result shows.
import { Link } from 'react-router-dom';
import { TitleBar } from '../../pages/ScreenTitle';
import { useScreen } from '../../screenContext';
import { T } from '../../texts';
import { RoutineForm } from './RoutineForm';

export default function RoutineScreen() {
  const { title } = useScreen();
  return (
    <section className="dash-screen">
      <TitleBar title={title}>
        <Link to="/dashboard/routine-list" className="dash-button dash-button--plain">
          {T.routine.toList}
        </Link>
      </TitleBar>
      <div className="dash-panel">
        <RoutineForm />
      </div>
    </section>
  );
}
