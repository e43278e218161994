import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { errorMessage, errorStatus, fieldErrors } from './errors';

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
}
const networkError = () => new AxiosError('Network Error', AxiosError.ERR_NETWORK, { headers: {} } as InternalAxiosRequestConfig, {});

describe('errorStatus', () => {
  it('reads the status of an answered call, 0 otherwise', () => {
    expect(errorStatus(httpError(404, {}))).toBe(404);
    expect(errorStatus(networkError())).toBe(0);
    expect(errorStatus(new Error('x'))).toBe(0);
    expect(errorStatus(undefined)).toBe(0);
  });
});

describe('fieldErrors', () => {
  it('reads the field errors of a 400 answer, lists and single strings alike', () => {
    const error = httpError(400, {
      username: ['A user with that username already exists.'],
      phone: 'Enter an 11-digit mobile number (01XXXXXXXXX).',
      non_field_errors: ['Passwords do not match.'],
      count: 3,
    });
    expect(fieldErrors(error)).toEqual({
      username: ['A user with that username already exists.'],
      phone: ['Enter an 11-digit mobile number (01XXXXXXXXX).'],
      non_field_errors: ['Passwords do not match.'],
    });
  });

  it('turns non-string messages into strings', () => {
    expect(fieldErrors(httpError(400, { roll_number: [42] }))).toEqual({ roll_number: ['42'] });
  });

  it("reads the field a 409 names beside its detail, leaving the detail out", () => {
    const taken = httpError(409, { detail: 'Roll number 7 is already taken.', roll_number: ['Roll number 7 is already taken.'] });
    expect(fieldErrors(taken)).toEqual({ roll_number: ['Roll number 7 is already taken.'] });
    expect(fieldErrors(httpError(409, { detail: 'This record is still in use.' }))).toEqual({});
  });

  it('is empty for other statuses, bodies that are not objects, network and plain errors', () => {
    expect(fieldErrors(httpError(500, { username: ['x'] }))).toEqual({});
    expect(fieldErrors(httpError(400, ['x']))).toEqual({});
    expect(fieldErrors(httpError(400, 'Bad request'))).toEqual({});
    expect(fieldErrors(httpError(400, null))).toEqual({});
    expect(fieldErrors(networkError())).toEqual({});
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});

describe('errorMessage', () => {
  it("prefers the server's detail", () => {
    expect(errorMessage(httpError(403, { detail: 'You do not have permission.' }), 'fallback')).toBe('You do not have permission.');
  });

  it('else gives the first field error of a 400 answer', () => {
    expect(errorMessage(httpError(400, { title: ['This field is required.'], date: ['Bad date'] }), 'fallback')).toBe('This field is required.');
  });

  it('else gives the fallback for an answered or unanswered call', () => {
    expect(errorMessage(httpError(500, '<html>'), 'Failed to fetch user data.')).toBe('Failed to fetch user data.');
    expect(errorMessage(httpError(500, { detail: 7 }), 'fallback')).toBe('fallback');
    expect(errorMessage(networkError(), 'fallback')).toBe('fallback');
  });

  it("gives a plain error's message, and the fallback for anything else", () => {
    expect(errorMessage(new Error('Broken answer'), 'fallback')).toBe('Broken answer');
    expect(errorMessage(new Error(''), 'fallback')).toBe('fallback');
    expect(errorMessage('oops', 'fallback')).toBe('fallback');
    expect(errorMessage(null, 'fallback')).toBe('fallback');
  });
});

describe('errors of the shared cache and the auth thunks ({ status, data })', () => {
  it('are read like an axios error', () => {
    const refused = { status: 400, data: { username: ['A user with that username already exists.'] } };
    expect(errorStatus(refused)).toBe(400);
    expect(fieldErrors(refused)).toEqual({ username: ['A user with that username already exists.'] });
    expect(errorMessage(refused, 'Registration failed.')).toBe('A user with that username already exists.');
    expect(errorMessage({ status: 403, data: { detail: 'Forbidden.' } }, 'fallback')).toBe('Forbidden.');
  });

  it('give the fallback for an unreached server (status 0) and no field errors for other statuses', () => {
    expect(errorMessage({ status: 0, data: 'Error: Network Error' }, 'fallback')).toBe('fallback');
    expect(errorStatus({ status: 0, data: 'Error: Network Error' })).toBe(0);
    expect(fieldErrors({ status: 500, data: { username: ['x'] } })).toEqual({});
  });

  it('do not mistake other objects for an answer', () => {
    expect(errorStatus({ status: '400', data: {} })).toBe(0);
    expect(fieldErrors({ status: 400 })).toEqual({});
    expect(errorMessage({ message: 'Thunk failed' }, 'fallback')).toBe('fallback');
  });
});
