// The web stack: the built SPA in a private bucket, served only through CloudFront (origin access
// control), with the SPA fallback and the security headers. /config.json is written by the API
// stack, which knows the endpoint and the API key, so this stack needs nothing from it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Aws, CfnOutput, CfnParameter, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as CloudFrontFunction,
  type HeadersFrameOption,
  type HeadersReferrerPolicy,
  HttpVersion,
  KeyGroup,
  PriceClass,
  PublicKey,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  Signing,
  ViewerProtocolPolicy,
  type IDistribution,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { acknowledgeCdkProviders } from '../constructs/nag-acknowledgements';
import { cloudFrontRoutingFunctionCode, SITE_RULES } from '../site-routes';
import type { StageSettings } from '../stage-settings';
import { SECURITY_HEADER_SETTINGS, awsWebOrigins, contentSecurityPolicy } from '../shared/security-headers';

/** Files the API stack writes into the site bucket; the SPA deployment must never prune them. */
export const RUNTIME_CONFIG_KEY = 'config.json';
/** What the publish function writes (functions/publish/site-keys.ts): never pruned by a deploy. */
export const PUBLISHED_KEYS = ['*.html', 'sitemap.xml', 'robots.txt', '_publish/*'];

/**
 * The site bucket's name, known to every stack of the stage without a cross-stack reference: the
 * API stack writes /config.json into it, and a reference would tie the two stacks' updates.
 */
export function siteBucketName(stackName: string): string {
  return `${stackName}-site-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
}

export interface WebStackProps extends StackProps {
  settings: StageSettings;
  /** The built SPA (`npm run build:web` writes web/dist). */
  webDistDir: string;
  /** The videos' bucket (data stack), which the pages load videos from and upload them to. */
  contentBucketName: string;
}

export class WebStack extends Stack {
  readonly siteBucket: IBucket;
  readonly distribution: IDistribution;
  /** https://… address of the store, without a trailing slash. */
  readonly webUrl: string;
  /** The CloudFront public key's id that stream cookies name (Key-Pair-Id). */
  readonly streamKeyPairId: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { settings } = props;
    if (!existsSync(join(props.webDistDir, SITE_RULES.shellKey))) {
      throw new Error(`${props.webDistDir} has no ${SITE_RULES.shellKey}: build the web first (npm run build:web).`);
    }

    // Access logs of the bucket and of CloudFront. CloudFront's standard logs need ACLs.
    const logs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(settings.production ? 365 : 30) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(logs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket; logging its own access would log forever.',
    });

    const site = new Bucket(this, 'Site', {
      bucketName: siteBucketName(this.stackName),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
      // S3 refuses to delete a bucket with files; emptying it on stack deletion would take one
      // more provider function, so the operator empties and deletes it (docs/operations-reference.md).
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.siteBucket = site;

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'HSTS, CSP, nosniff, referrer policy, no framing',
      securityHeadersBehavior: {
        // The same set the local web server sends (infra/shared/security-headers.ts).
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(SECURITY_HEADER_SETTINGS.hstsMaxAgeSeconds),
          includeSubdomains: SECURITY_HEADER_SETTINGS.hstsIncludeSubdomains,
          override: true,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(awsWebOrigins(this.region, props.contentBucketName), { https: true }),
          override: true,
        },
        contentTypeOptions: { override: true },
        // The enums' values are the header values themselves.
        referrerPolicy: { referrerPolicy: SECURITY_HEADER_SETTINGS.referrerPolicy as HeadersReferrerPolicy, override: true },
        frameOptions: { frameOption: SECURITY_HEADER_SETTINGS.frameOptions as HeadersFrameOption, override: true },
      },
    });

    // Addresses → files, as the local web server does (infra/site-routes.ts): 301 for data-free
    // redirects, the SPA shell for app routes, "/courses/x" → courses/x.html (published pages).
    const siteRoutes = new CloudFrontFunction(this, 'SiteRoutes', {
      comment: 'Store addresses to published pages, the SPA shell and redirects',
      code: FunctionCode.fromInline(cloudFrontRoutingFunctionCode()),
      runtime: FunctionRuntime.JS_2_0,
    });

    // One origin access control signs CloudFront's requests to both private buckets.
    const originAccess = new S3OriginAccessControl(this, 'OriginAccess', { signing: Signing.SIGV4_ALWAYS });
    // Items' pictures live in the content bucket under media/ (uploaded by admins through
    // presigned PUTs) and are public through this same distribution at /media/…: the bucket stays
    // private, and its policy (data stack) lets CloudFront read media/* only. The policy cannot be
    // added from here (the bucket belongs to the data stack), hence the acknowledged warning.
    const contentBucket = Bucket.fromBucketName(this, 'ContentBucket', props.contentBucketName);
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      "The content bucket's policy (data stack) grants CloudFront s3:GetObject on media/* and streams/* only.",
    );

    // Course videos as HLS ladders (issue 26): /streams/* from the content bucket, served only to a
    // request carrying CloudFront signed cookies made with this key group's key (the lessons
    // function signs them, for a course's owners and admins or one preview's viewer). The key pair
    // is the operator's: the public key is this parameter, the private key the data stack's
    // StreamSigningKey secret (docs/operations-reference.md).
    // One public key per generation of the stage file's "streamKeyGenerations": a CloudFront public
    // key cannot change (only its comment can), so a rotation adds the next generation beside the
    // current one — both in the key group, cookies signed with either pass — and drops the old one
    // later. Generation 1 keeps the ids the single key had, so adding generations replaces nothing.
    const streamPublicKeys = settings.streamKeyGenerations.map((generation) => {
      const suffix = generation === '1' ? '' : generation;
      const pem = new CfnParameter(this, `StreamPublicKey${suffix}`, {
        type: 'String',
        description: `PEM public key (RSA 2048) of stream key generation ${generation}: its private key and id go in the StreamSigningKey secret`,
        noEcho: false,
      });
      const key = new PublicKey(this, `StreamPublicKeyItem${suffix}`, {
        encodedKey: pem.valueAsString,
        comment: `Verifies the signed cookies of /streams/* (generation ${generation})`,
      });
      new CfnOutput(this, `StreamKeyPairId${suffix}`, {
        value: key.publicKeyId,
        description: `Key pair id of stream key generation ${generation}: the "keyPairId" of the StreamSigningKey secret when it signs`,
      });
      return key;
    });
    const [firstStreamKey] = streamPublicKeys;
    if (!firstStreamKey) throw new Error('"streamKeyGenerations" names no generation.');
    // The key a bare-PEM signing secret (before {keyPairId, privateKey}) signs with: the first generation's.
    this.streamKeyPairId = firstStreamKey.publicKeyId;
    const streamKeys = new KeyGroup(this, 'StreamKeyGroup', { items: streamPublicKeys, comment: 'Signers of the stream cookies' });

    const distribution = new Distribution(this, 'Cdn', {
      comment: `Store web (${settings.stage})`,
      additionalBehaviors: {
        'streams/*': {
          origin: S3BucketOrigin.withOriginAccessControl(contentBucket, { originAccessControl: originAccess }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          trustedKeyGroups: [streamKeys],
          // Ladders are written once under a fresh folder per upload: cache them as long as allowed
          // (the cookies are checked at the edge on every request, cached or not).
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
        'media/*': {
          origin: S3BucketOrigin.withOriginAccessControl(contentBucket, { originAccessControl: originAccess }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          // Each picture is written once under a fresh folder: cache it as long as CloudFront allows.
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeaders,
          compress: false,
        },
      },
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(site, { originAccessControl: originAccess }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: siteRoutes, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      defaultRootObject: 'index.html',
      // A key that does not exist (S3 answers 403 without ListBucket) is an unknown address: 404
      // with the published not-found page. App routes never get here (the function sends them
      // to the SPA shell).
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 404,
        responsePagePath: '/404.html',
        ttl: Duration.seconds(10),
      })),
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Buyers are in Argentina: South American edges are only in the "all" price class.
      priceClass: PriceClass.PRICE_CLASS_ALL,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cdn/',
      ...(settings.domain
        ? {
            domainNames: [settings.domain.name],
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
            certificate: Certificate.fromCertificateArn(this, 'Certificate', settings.domain.certificateArn),
          }
        : {}),
    });
    this.distribution = distribution;
    Validations.of(distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The store sells online courses worldwide (Spanish speakers abroad included): no country is excluded.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'Static files only; the API is AppSync with its own auth. A WAF web ACL (about 6 USD/month plus requests) can be attached later from the console without code changes.',
      },
      ...(settings.domain
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without a custom domain the distribution uses the *.cloudfront.net certificate, whose security policy CloudFront fixes; with `domainName` the stage uses TLSv1.2_2021.',
            },
          ]),
    );
    this.webUrl = settings.domain ? `https://${settings.domain.name}` : `https://${distribution.distributionDomainName}`;

    // One log group for the deployment provider, with a retention (else it keeps logs forever).
    const deploymentLogs = new LogGroup(this, 'DeploymentLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Hashed build files first, cached for a year and never pruned, so that a browser still
    // running the previous index.html finds its files during and after a deploy.
    // Source maps stay on the build machine: never uploaded, never served.
    const build = Source.asset(props.webDistDir, { exclude: ['*.map', '**/*.map'] });
    const hashedFiles = new BucketDeployment(this, 'DeployHashedFiles', {
      sources: [build],
      destinationBucket: site,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
      logGroup: deploymentLogs,
    });
    // Then everything else, revalidated on every load. /config.json belongs to the API stack and
    // the published pages, sitemap, robots.txt and the publish manifest to the publish function
    // (it republishes everything at its next run once it sees this deploy's new SPA shell), so
    // this deployment neither writes nor prunes them.
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [build],
      destinationBucket: site,
      exclude: ['assets/*', RUNTIME_CONFIG_KEY, ...PUBLISHED_KEYS],
      include: [SITE_RULES.shellKey],
      prune: true,
      cacheControl: [CacheControl.noCache()],
      distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup: deploymentLogs,
    });
    pages.node.addDependency(hashedFiles);
    acknowledgeCdkProviders(this);

    new CfnOutput(this, 'WebUrl', { value: this.webUrl });
    new CfnOutput(this, 'DistributionId', { value: distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: site.bucketName });
  }
}
