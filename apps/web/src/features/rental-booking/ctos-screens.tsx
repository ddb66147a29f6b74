import { AddCtosScreen } from './ctos/add-ctos-page';
import { CtosScreen } from './ctos/ctos-page';
import { EditCtosScreen } from './ctos/edit-ctos-page';

// Credit checks (CTOS) of the operator and admin sites.
export const OperatorCtosPage = () => <CtosScreen area="operator" />;
export const AdminCtosPage = () => <CtosScreen area="admin" />;
export const OperatorAddCtosPage = () => <AddCtosScreen area="operator" />;
export const AdminAddCtosPage = () => <AddCtosScreen area="admin" />;
export const EditCtosPage = EditCtosScreen;
