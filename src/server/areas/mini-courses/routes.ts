import {
  listMiniCourseChangeLogs,
  listMiniCourses,
  publishMiniCourse,
  scheduleMiniCoursePublish,
  stopMiniCourseSchedule,
  verifyMiniCourse,
} from '../../../shared/contracts/mini-courses';
import { route } from '../../http/register';
import { publishNow, schedulePublish, stopSchedule, verify } from '../catalog-workflow';
import * as service from './service';
import { miniCourseWorkflow as subject } from './workflow';

export const miniCourseRoutes = [
  route(listMiniCourses, ({ query, deps }) => service.listMiniCourses(deps.db, query)),
  route(listMiniCourseChangeLogs, ({ query, deps }) => service.listMiniCourseChangeLogs(deps.db, query)),
  route(verifyMiniCourse, ({ params, body, principal, deps }) =>
    verify(deps.db, subject, params.id, body.comments, principal, deps.clock),
  ),
  route(publishMiniCourse, ({ params, principal, deps }) =>
    publishNow(deps.db, subject, params.id, principal, deps.clock),
  ),
  route(scheduleMiniCoursePublish, ({ params, body, principal, deps }) =>
    schedulePublish(deps.db, subject, params.id, body.scheduledPublishTime, principal, deps.clock),
  ),
  route(stopMiniCourseSchedule, ({ params, principal, deps }) =>
    stopSchedule(deps.db, subject, params.id, principal, deps.clock),
  ),
];
