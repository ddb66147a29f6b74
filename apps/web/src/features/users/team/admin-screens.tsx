import { RoleSettingScreen } from './role-editor-page';
import { CreateSubAdminScreen, EditSubAdminScreen } from './sub-admin-pages';
import { TeamScreen } from './team-page';

// The admin's team: sub-admins and their roles (one chunk).
export const AdminTeamPage = () => <TeamScreen area="admin" />;
export const AdminRoleSettingPage = () => <RoleSettingScreen area="admin" />;
export const CreateSubAdminPage = CreateSubAdminScreen;
export const EditSubAdminPage = EditSubAdminScreen;
