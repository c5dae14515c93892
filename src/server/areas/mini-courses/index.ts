/** Mini courses: the list, the View Log, and their verify → review → publish workflow. */
export { miniCourseRoutes } from './routes';
export { seedDemoMiniCourses } from './seed';
export { MINI_COURSE_ENTITY } from './service';
export { miniCourse } from './tables';
export { miniCourseWorkflow } from './workflow';
