import { T } from '../../texts';
import { NameListScreen } from './NameListScreen';

export default function ClassesScreen() {
  return <NameListScreen labels={T.classes} />;
}
