// The class routine screen: the spec's simple form, and a way to the list where its result shows.
import { Link } from 'react-router-dom';
import { TitleBar } from '../../pages/ScreenTitle';
import { T } from '../../texts';
import { RoutineForm } from './RoutineForm';

export default function RoutineScreen() {
  return (
    <section className="dash-screen">
      <TitleBar title={T.screens['class-routine']}>
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
