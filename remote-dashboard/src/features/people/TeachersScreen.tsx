import { PeopleScreen } from './PeopleScreen';

export default function TeachersScreen() {
  return <PeopleScreen importScreen="teachers/import" withSubject />;
}
