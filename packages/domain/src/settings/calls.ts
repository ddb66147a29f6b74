import { ZEmpty } from '../forms/shapes';
import { defineContract } from '../protocol/contract';
import { ZAdminSiteSettingsOutput, ZSiteSettings, ZSiteSettingsOutput } from './site-settings';

// The platform settings' calls (docs/adding-a-module.md).

export const publicGetSiteSettings = defineContract({
  name: 'public-get-site-settings',
  input: ZEmpty,
  output: ZSiteSettingsOutput,
});

export const adminGetSettings = defineContract({
  name: 'admin-get-settings',
  input: ZEmpty,
  output: ZAdminSiteSettingsOutput,
});

export const adminUpdateSettings = defineContract({
  name: 'admin-update-settings',
  input: ZSiteSettings,
  output: ZAdminSiteSettingsOutput,
});
