export const descriptionTemplateRoutes = [];
