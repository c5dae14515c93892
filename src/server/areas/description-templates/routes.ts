import {
  createDescriptionTemplate,
  deleteDescriptionTemplate,
  getDescriptionTemplate,
  listDescriptionTemplates,
  updateDescriptionTemplate,
} from '../../../shared/contracts/description-templates';
import { cachedRead, createRoute, rowRoute, updateRoute } from '../../http/register';
import * as service from './service';

/** Description templates (API-M-01..05). */
export const descriptionTemplateRoutes = [
  cachedRead(listDescriptionTemplates, ({ query, deps }) => service.listTemplates(deps.db, query)),
  cachedRead(getDescriptionTemplate, ({ params, deps }) => service.getTemplate(deps.db, params.id)),
  createRoute(createDescriptionTemplate, service.createTemplate),
  updateRoute(updateDescriptionTemplate, service.updateTemplate),
  rowRoute(deleteDescriptionTemplate, service.deleteTemplate),
];
