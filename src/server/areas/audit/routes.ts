import { listAuditLogs } from '../../../shared/contracts/audit';
import { route } from '../../http/register';
import { listAuditEntries } from './service';

export const auditRoutes = [route(listAuditLogs, ({ query, deps }) => listAuditEntries(deps.db, query))];
