export { addFileReadRule, canReadFile, type TFileReadRule } from './file-access';
export { registerFileRoutes } from './file-routes';
export { findCompanyFiles, findFilesByIds, setFilesVisibility, type TFileRow } from './repository';
export {
  fileUrl,
  fileUrlByVisibility,
  privateFileUrl,
  readStoredBytes,
  storeUpload,
  type TStoredFile,
  type TStoreOptions,
  toStoredFile,
} from './storage';
