/**
 * The verify → review → publish machinery shared by content products and mini courses, the course
 * content catalogue verification checks against, and the scheduled publish job.
 */
export { type CourseNeed, checkCourses, Findings, type LanguageRow, loadLanguages } from './content-catalog';
export { publishJobHandler } from './publish-job';
export { CONTENT_DEFECTS, DEMO_WORKFLOW_ACTOR, scheduleDemoPublish, seedContentCatalog } from './seed';
export {
  applyPublish,
  cancelScheduledPublish,
  dropScheduledPublish,
  lockItem,
  PUBLISH_JOB,
  publishNow,
  schedulePublish,
  stopSchedule,
  verify,
  type WorkflowSubject,
  type WorkflowTable,
} from './service';
export { contentCourse, contentFile, workflowColumns } from './tables';
