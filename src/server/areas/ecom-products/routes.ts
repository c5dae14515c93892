import { searchVariants } from '../../../shared/contracts/ecom-products';
import { route } from '../../http/register';
import * as service from './service';

export const ecomProductRoutes = [route(searchVariants, ({ query, deps }) => service.searchVariants(deps.db, query.q))];
