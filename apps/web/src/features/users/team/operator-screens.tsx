import { RoleSettingScreen } from './role-editor-page';
import { CreateSubOperatorScreen, EditSubOperatorScreen } from './sub-operator-pages';
import { TeamScreen } from './team-page';

// The operator's team (one chunk).
export const OperatorTeamPage = () => <TeamScreen area="operator" />;
export const OperatorRoleSettingPage = () => <RoleSettingScreen area="operator" />;
export const CreateSubOperatorPage = CreateSubOperatorScreen;
export const EditSubOperatorPage = EditSubOperatorScreen;
