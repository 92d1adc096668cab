// Back-office view 'class/list': the classes of the teacher's institution or of the administrator's region.
import { ClassScreen } from '../parts/ClassScreen';

export default function ClassListView() {
  return <ClassScreen view="class/list" />;
}
