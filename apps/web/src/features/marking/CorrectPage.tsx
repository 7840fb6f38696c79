import { useSearchParams } from 'react-router';
import { ExamList } from './correct/ExamList';
import { ExamOverview } from './correct/ExamOverview';
import './marking.css';

/** /correct (阅卷批改): the exams to mark, or one exam's marking with ?assignmentId=. */
export default function CorrectPage() {
  const [params] = useSearchParams();
  const assignmentId = params.get('assignmentId');
  return assignmentId ? <ExamOverview key={assignmentId} assignmentId={assignmentId} /> : <ExamList />;
}
