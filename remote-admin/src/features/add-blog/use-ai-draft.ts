import { apiErrorMessage, useGetSiteQuery, type QueryError } from '@studyhub/shared-api';
import { useGenerateDraftMutation } from '../../common/api/index.ts';
import { toast } from '@studyhub/shared-ui';
import { useState } from 'react';
import { serverAnswered } from '../../common/use-error-toast.ts';
import { markdownToHtml } from './markdown.ts';

/** Said beside the button when the server has no AI provider (the server's 503 says the same). */
export const AI_NOT_CONFIGURED_NOTE = 'AI draft generation is not configured on this server';

/** docs/product.md#error-messages: the server's message when it answered, else the error's, else a generic line. */
function generateFailure(error: unknown): string {
  const failure = error as QueryError;
  if (serverAnswered(failure)) return apiErrorMessage(failure, 'Failed to generate content');
  return apiErrorMessage(failure, 'Something went wrong');
}

/** "Generate with AI": asks the API for a Markdown draft about the title and hands back HTML. */
export function useAiDraft(onDraft: (html: string) => void) {
  const { data: site } = useGetSiteQuery();
  const [generateDraft] = useGenerateDraftMutation();
  const [generating, setGenerating] = useState(false);

  const generate = async (title: string) => {
    setGenerating(true);
    try {
      const markdown = await generateDraft(title).unwrap();
      onDraft(await markdownToHtml(markdown));
    } catch (error) {
      toast.error(generateFailure(error), { id: 'ai-draft-error' });
    } finally {
      setGenerating(false);
    }
  };

  // Unknown (still loading, or /api/site failed) counts as available: the server will say if not.
  return { generate, generating, unavailable: site?.ai.configured === false };
}
