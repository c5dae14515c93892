export const basePriceRoutes = [];
