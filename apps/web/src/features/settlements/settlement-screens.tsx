import { SettlementDetailScreen } from './settlement-detail-page';
import { SettlementListScreen } from './settlement-list-page';

// Gateway settlement screens of the operator and admin sites (one chunk).
export const OperatorSettlementPage = () => <SettlementListScreen area="operator" />;
export const OperatorSettlementDetailPage = () => <SettlementDetailScreen area="operator" />;
export const AdminSettlementPage = () => <SettlementListScreen area="admin" />;
export const AdminSettlementDetailPage = () => <SettlementDetailScreen area="admin" />;
