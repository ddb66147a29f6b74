// Moved to @sewa/format (docs/architecture.md, "Layers and folders"); re-exported here so the
// domain's index and import paths keep working.
export * from '@sewa/format/dates';
export * from '@sewa/format/display';
export * from '@sewa/format/money';
export * from '@sewa/format/number-input';
