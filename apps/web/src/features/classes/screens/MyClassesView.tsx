// Back-office view 'class/myClasses': the trainer's classes, with roster and timetable.
import { ClassScreen } from '../parts/ClassScreen';

export default function MyClassesView() {
  return <ClassScreen view="class/myClasses" />;
}
