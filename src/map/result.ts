export { ok, err, type Result } from '../source/result';
