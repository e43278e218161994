import { T } from '../../texts';
import { NameListScreen } from './NameListScreen';

export default function SectionsScreen() {
  return <NameListScreen labels={T.sections} />;
}
