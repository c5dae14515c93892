import type { WorkflowSubject } from '../../src/server/areas/catalog-workflow';
import { contentProductWorkflow } from '../../src/server/areas/content-products';
import { miniCourseWorkflow } from '../../src/server/areas/mini-courses';
import type { CatalogEntity } from '../../src/shared/domain/catalog-workflow';

/** The workflow subject of a catalogue entity, for tests that call the workflow services directly. */
export const subjectOf = (entity: CatalogEntity): WorkflowSubject =>
  entity === 'mini_course' ? miniCourseWorkflow : contentProductWorkflow;
