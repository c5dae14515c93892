import { refusal } from '../../../shared/domain/catalog-workflow';
import { DomainError } from '../../errors';
import { type JobHandler, jobActor } from '../../jobs/runner';
import { applyPublish, lockItem, PUBLISH_JOB, type WorkflowSubject } from './service';

/**
 * The scheduled publish (CAT-WF-11): when a publish job is due, the jobs runner publishes its item if
 * the transition table still allows it ('scheduledPublish': In Review with a schedule pending).
 * Otherwise the job fails with the reason, and nothing is published.
 */
export function publishJobHandler(subjects: readonly WorkflowSubject[]): JobHandler {
  const byEntity = new Map<string, WorkflowSubject>(subjects.map((s) => [s.entity, s]));
  return {
    kind: PUBLISH_JOB,
    async run(tx, row, clock) {
      const subject = byEntity.get(row.entityType);
      if (!subject) return `Unknown entity type '${row.entityType}'.`;
      const item = await lockItem(tx, subject, row.entityId).catch((err: unknown) => {
        if (err instanceof DomainError && err.kind === 'notFound') return null;
        throw err;
      });
      if (!item) return `The ${row.entityType} ${row.entityId} no longer exists.`;
      const reason = refusal('scheduledPublish', item, subject.entity);
      if (reason) return `Not published: ${reason}`;
      await applyPublish(tx, subject, row.entityId, jobActor(row), clock, 'scheduledPublish');
      return null;
    },
  };
}
