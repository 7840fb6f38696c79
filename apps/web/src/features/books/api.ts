import {
  BookCreated,
  BookDetail,
  BookList,
  type BookListQuery,
  BookMark,
  type CreateBookMarkBody,
  PageMapProposal,
  PageMapSaved,
  type SavePageMapBody,
} from '@zhijuan/contracts';
import { z } from 'zod';
import { API_BASE, authHeader, del, get, send, sendFile } from '../../api/http';

const BASE = '/teacher/books';
const id = (s: string) => encodeURIComponent(s);

export const fetchBooks = (q: BookListQuery) => get(BASE, BookList, { ...q });
export const fetchBook = (bookId: string) => get(`${BASE}/${id(bookId)}`, BookDetail);
export const fetchMarks = (bookId: string) => get(`${BASE}/${id(bookId)}/marks`, z.array(BookMark));
export const addMark = (bookId: string, body: CreateBookMarkBody) =>
  send('post', `${BASE}/${id(bookId)}/marks`, BookMark, body);
export const removeMark = (bookId: string, markId: string) =>
  del(`${BASE}/${id(bookId)}/marks/${id(markId)}`, z.null());
export const proposeMap = (bookId: string) => get(`${BASE}/${id(bookId)}/page-map/proposal`, PageMapProposal);
export const saveMap = (bookId: string, body: SavePageMapBody) =>
  send('put', `${BASE}/${id(bookId)}/page-map`, PageMapSaved, body);

/** The API path of a book's cover (for AuthedImage). */
export const coverPath = (bookId: string) => `${BASE}/${id(bookId)}/cover`;

/** Where pdf.js reads the book, by range, with the bearer token. */
export async function bookSource(bookId: string) {
  return { url: `${API_BASE}${BASE}/${id(bookId)}/file`, headers: await authHeader() };
}

/** 上传教材 (school managers): the PDF for a textbook; the server checks it and reads its outline. */
export const uploadBook = (textbookId: string, title: string, file: File) =>
  sendFile(`${BASE}?${new URLSearchParams({ textbookId, title })}`, BookCreated, file, file.name);
