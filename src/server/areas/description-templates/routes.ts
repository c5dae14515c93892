import {
  createDescriptionTemplate,
  deleteDescriptionTemplate,
  getDescriptionTemplate,
  listDescriptionTemplates,
  updateDescriptionTemplate,
} from '../../../shared/contracts/description-templates';
import { cachedRead, route } from '../../http/register';
import * as service from './service';

/** Description templates (API-M-01..05). */
export const descriptionTemplateRoutes = [
  cachedRead(listDescriptionTemplates, ({ query, deps }) => service.listTemplates(deps.db, query)),
  cachedRead(getDescriptionTemplate, ({ params, deps }) => service.getTemplate(deps.db, params.id)),
  route(createDescriptionTemplate, ({ body, principal, deps }) =>
    service.createTemplate(deps.db, body, principal, deps.clock),
  ),
  route(updateDescriptionTemplate, ({ params, body, ifMatch, principal, deps }) =>
    service.updateTemplate(deps.db, params.id, body, ifMatch, principal, deps.clock),
  ),
  route(deleteDescriptionTemplate, ({ params, principal, deps }) =>
    service.deleteTemplate(deps.db, params.id, principal, deps.clock),
  ),
];
