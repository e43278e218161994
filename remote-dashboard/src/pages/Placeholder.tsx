// A screen whose content is still to be built: it shows its title, so every route of the spec answers.
import { T, type ScreenPath } from '../texts';
import { ScreenTitle } from './ScreenTitle';

export default function Placeholder({ screen }: { screen: ScreenPath }) {
  return (
    <section className="dash-screen">
      <ScreenTitle>{T.screens[screen]}</ScreenTitle>
    </section>
  );
}
