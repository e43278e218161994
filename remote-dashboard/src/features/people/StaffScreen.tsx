import { PeopleScreen } from './PeopleScreen';

export default function StaffScreen() {
  return <PeopleScreen importScreen="staff/import" />;
}
