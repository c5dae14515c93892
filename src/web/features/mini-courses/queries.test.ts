import { describe, expect, it } from 'vitest';
import { pathOf } from '../../../shared/contracts/endpoint';
import { MINI_COURSE_WORKFLOW, miniCourseKeys } from './queries';

describe('mini course queries', () => {
  it('gives the workflow actions the mini course paths and this area (was: builds the entity path)', () => {
    const { entity, endpoints, keys } = MINI_COURSE_WORKFLOW;
    expect(entity).toBe('mini_course');
    expect(pathOf(endpoints.verify, { id: 5 })).toBe('/mini-courses/5/verification');
    expect(pathOf(endpoints.publish, { id: 5 })).toBe('/mini-courses/5/publishing');
    expect(pathOf(endpoints.schedule, { id: 5 })).toBe('/mini-courses/5/scheduled-publishing');
    expect(endpoints.stopSchedule.method).toBe('DELETE');
    expect(keys.all).toEqual([endpoints.verify.area]);
    // The View Log sits under the root the workflow invalidates.
    expect(miniCourseKeys.sub('change-logs', 5, { page: 0, size: 10 })[0]).toBe(keys.all[0]);
  });
});
