import type { BookCard } from '@zhijuan/contracts';
import { AuthedImage } from '../../lib/AuthedImage';
import { coverPath } from './api';

/** The first page of the book as its cover, or a drawn cover from its names when there is no image. */
export function BookCover({ book, width = 150 }: { book: BookCard; width?: number }) {
  if (book.hasCover)
    return (
      <div className="zj-book-cover" style={{ width }}>
        <AuthedImage path={coverPath(book.id)} alt={`${book.title} 封面`} width={width} preview={false} />
      </div>
    );
  return (
    <div
      className="zj-book-cover zj-book-cover-drawn"
      style={{ width, height: Math.round(width * Math.SQRT2) }}
    >
      <span>{book.subjectName}</span>
      <strong>{book.textbookName}</strong>
      <small>{book.versionName}</small>
    </div>
  );
}
