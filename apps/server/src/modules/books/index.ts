// 数字教材: the module's door — its routes, the demo books made at first start, and what lesson plans
// read of a book (the pages of a node).

export { demoBooksState, findBySeedKey as findBookBySeedKey, nodesInOrder, setDemoBooksState } from './repo';
export { bookRoutes } from './routes';
export { bookPagesOfNode, createBook } from './service';
