// A main contractor's sub-contractors (product §2.4), one chunk.
export {
  CreateSubContractorScreen as ContractorCreateSubContractorPage,
  EditSubContractorScreen as ContractorEditSubContractorPage,
  SubContractorListScreen as ContractorSubContractorsPage,
} from './sub-contractors/sub-contractor-pages';
