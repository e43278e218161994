import { classSchema } from 'remote_shared/schemas';
import { RESOURCES } from '../../crud/resources';
import { T } from '../../texts';
import { NameListScreen } from './NameListScreen';

export default function ClassesScreen() {
  return <NameListScreen title={T.screens['add-class']} resource={RESOURCES.classes} schema={classSchema} texts={T.classes.toasts} labels={T.classes} />;
}
