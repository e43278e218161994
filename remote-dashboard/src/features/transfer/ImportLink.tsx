// The way from a list to its import (students, teachers, staff) and to the students' photo ZIP, on the list's title bar.
import { FileUp, Images } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ScreenPath } from '../../screens';
import { T } from '../../texts';

export function ImportLink({ to, photos = false }: { to: ScreenPath; photos?: boolean }) {
  const Icon = photos ? Images : FileUp;
  return (
    <Link to={`/dashboard/${to}`} className="dash-button dash-button--plain">
      <Icon size={18} aria-hidden="true" />
      {photos ? T.transfer.photosButton : T.transfer.importButton}
    </Link>
  );
}
