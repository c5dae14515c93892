import { listCountries, listCurrencies, listLanguages } from '../../../shared/contracts/reference';
import { route } from '../../http/register';
import * as service from './service';

export const referenceRoutes = [
  route(listLanguages, ({ query, deps }) => service.listLanguages(deps.db, query)),
  route(listCountries, ({ deps }) => service.listCountries(deps.db)),
  route(listCurrencies, ({ query, deps }) => service.listCurrencies(deps.db, query)),
];
