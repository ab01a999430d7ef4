import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import type { S3TemporaryCredentials } from '../../schemas/generated/s3TemporaryCredentials.ts';
import type { S3Settings } from '../config.ts';
import { AppError } from '../http/AppError.ts';
import { IMAGE_TEXTS } from '../images/texts.ts';

/** One hour: the browser's uploader asks again at half of it (cached credentials; docs/api.md, `GET /api/s3/sts`). */
const CREDENTIAL_SECONDS = 3600;

/**
 * GET /api/s3/sts: credentials of the role S3_STS_ROLE_ARN names, narrowed by a session policy to
 * writing under uploads/ of the bucket. Without a role (or without a bucket) there is nothing to hand
 * out: 501, and the client uses the signed calls instead.
 */
export async function temporaryCredentials(settings: S3Settings | null): Promise<S3TemporaryCredentials> {
  if (!settings?.stsRoleArn) throw new AppError('not_implemented', IMAGE_TEXTS.stsUnavailable);
  const client = new STSClient({
    region: settings.region,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const policy = {
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Action: ['s3:PutObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
        Resource: [`arn:aws:s3:::${settings.bucket}/uploads/*`],
      },
    ],
  };
  const result = await client.send(
    new AssumeRoleCommand({
      RoleArn: settings.stsRoleArn,
      RoleSessionName: 'subidas-de-imagenes',
      DurationSeconds: CREDENTIAL_SECONDS,
      Policy: JSON.stringify(policy),
    }),
  );
  const credentials = result.Credentials;
  if (!credentials?.AccessKeyId || !credentials.SecretAccessKey || !credentials.SessionToken || !credentials.Expiration) {
    throw new Error('STS answered without credentials');
  }
  return {
    credentials: {
      AccessKeyId: credentials.AccessKeyId,
      SecretAccessKey: credentials.SecretAccessKey,
      SessionToken: credentials.SessionToken,
      Expiration: credentials.Expiration.toISOString(),
    },
    bucket: settings.bucket,
    region: settings.region,
  };
}
