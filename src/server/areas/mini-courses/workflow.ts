import type { WorkflowSubject } from '../catalog-workflow';
import { MINI_COURSE_ENTITY } from './service';
import { miniCourse } from './tables';
import { checkMiniCourse } from './verification';

/** Mini courses in the catalogue workflow: publishing changes nothing beyond the status. */
export const miniCourseWorkflow: WorkflowSubject = {
  entity: MINI_COURSE_ENTITY,
  table: miniCourse,
  check: checkMiniCourse,
};
