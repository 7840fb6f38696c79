export { AnnotationShapes, AnswerPicture } from './AnnotationLayer';
export { correctPath, gradePath, writePath } from './paths';
export { markedSheetQuery, markingKeys } from './queries';
export { MarkedSheetModal } from './sheet/MarkedSheetModal';
export { MarkedSheetView } from './sheet/MarkedSheetView';
