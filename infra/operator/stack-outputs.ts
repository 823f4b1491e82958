// A deployed stack's outputs, read with the operator's credentials (CloudFormation DescribeStacks):
// the operator's tools find the stage's table and secrets by name instead of having them pasted.
import { DescribeStacksCommand, type CloudFormationClient } from '@aws-sdk/client-cloudformation';

/** The stack's outputs by key; null when the stack does not exist (CloudFormation's ValidationError). */
export async function readStackOutputs(client: CloudFormationClient, stackName: string): Promise<Record<string, string> | null> {
  try {
    const answer = await client.send(new DescribeStacksCommand({ StackName: stackName }));
    const outputs: Record<string, string> = {};
    for (const output of answer.Stacks?.[0]?.Outputs ?? []) {
      if (output.OutputKey && output.OutputValue !== undefined) outputs[output.OutputKey] = output.OutputValue;
    }
    return outputs;
  } catch (error) {
    // "Stack with id … does not exist" is a ValidationError, as CloudFormation documents it.
    if (error instanceof Error && error.name === 'ValidationError' && /does not exist/.test(error.message)) return null;
    throw error;
  }
}
