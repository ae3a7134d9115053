import { ReleaseManifest } from '@studyhub/shared-api/contract';
import { Compile } from 'typebox/compile';
import { HttpError } from '../http/http-error.ts';
import { describeSchemaProblems } from '../http/validation-message.ts';

const manifestCheck = Compile(ReleaseManifest);

/**
 * A `release.json` as the registry stores it: checked against the contract's schema, and a shell
 * must say what it provides and a remote what it needs (the fit checks read nothing else). 400
 * naming the first problem otherwise. Only the contract's fields are kept.
 */
export function parseReleaseManifest(value: unknown): ReleaseManifest {
  if (!manifestCheck.Check(value)) throw new HttpError(400, `release.json: ${describeSchemaProblems(manifestCheck.Errors(value), 'release.json')}`);
  const { app, version, builtAt, files, bytes, needs, provides } = value;
  if (app === 'shell' && (!provides || needs)) throw new HttpError(400, 'release.json: a shell release says what it provides (provides), and needs nothing');
  if (app !== 'shell' && (!needs || provides)) throw new HttpError(400, `release.json: a ${app} release says what it needs from the shell (needs), and provides nothing`);
  return { app, version, builtAt, files, bytes, ...(needs && { needs }), ...(provides && { provides }) };
}
