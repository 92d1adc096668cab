// Back-office view 'project/course': the course catalogue with its chapter and lesson editor.
import '../i18n';
import { CourseScreen } from '../parts/CourseScreen';

export default function ProjectCourseView() {
  return <CourseScreen />;
}
