// The list screen of a resource with nothing particular to show: everything from its descriptor (title, resource,
// texts: screens.tsx), the registry and the schema (CrudScreen's defaults). A new resource's screen is this until
// it needs a column, a filter or a form field of its own.
import { CrudScreen } from './CrudScreen';

export default function ResourceScreen() {
  return <CrudScreen<{ id: number }> />;
}
