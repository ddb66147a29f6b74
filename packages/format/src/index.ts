// How values look and which inputs are acceptable, with no knowledge of the business: money in sen,
// Kuala Lumpur dates, number fields, file uploads (product §5). The domain and the UI kit both build on it,
// so the kit needs no domain import (docs/architecture.md, "Layers and folders").
export * from './dates';
export * from './display';
export * from './money';
export * from './number';
export * from './number-input';
export * from './upload/index';
