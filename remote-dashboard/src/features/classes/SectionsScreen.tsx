// Sections: the routine form and the student form need them; the spec has no screen for them.
import { sectionSchema } from 'remote_shared/schemas';
import { RESOURCES } from '../../crud/resources';
import { T } from '../../texts';
import { NameListScreen } from './NameListScreen';

export default function SectionsScreen() {
  return <NameListScreen title={T.screens.sections} resource={RESOURCES.sections} schema={sectionSchema} texts={T.sections.toasts} labels={T.sections} />;
}
