import {
  listMiniCourseChangeLogs,
  listMiniCourses,
  publishMiniCourse,
  scheduleMiniCoursePublish,
  stopMiniCourseSchedule,
  verifyMiniCourse,
} from '../../../shared/contracts/mini-courses';
import { cachedRead, route } from '../../http/register';
import { publishNow, schedulePublish, stopSchedule, verify } from '../catalog-workflow';
import * as service from './service';
import { miniCourseWorkflow as subject } from './workflow';

export const miniCourseRoutes = [
  cachedRead(listMiniCourses, ({ query, deps }) => service.listMiniCourses(deps.db, query)),
  cachedRead(listMiniCourseChangeLogs, ({ query, deps }) => service.listMiniCourseChangeLogs(deps.db, query)),
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
