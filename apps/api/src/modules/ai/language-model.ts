import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiConfig } from '../../config';

/** The AI SDK model for the configured provider; config.ts has checked what each one needs. */
export function languageModel(config: AiConfig): LanguageModel {
  const model = config.model as string;
  const settings = { apiKey: config.apiKey, baseURL: config.baseUrl };
  switch (config.provider) {
    case 'openai':
      return createOpenAI(settings)(model);
    case 'anthropic':
      return createAnthropic(settings)(model);
    case 'google':
      return createGoogleGenerativeAI(settings)(model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        ...settings,
        baseURL: config.baseUrl as string,
        // Reading a file asks for JSON in a schema: sent as `response_format: json_schema`, which
        // Ollama, vLLM, LM Studio and llama.cpp's server follow. Without it only "some JSON" is asked.
        supportsStructuredOutputs: true,
      })(model);
    case 'offline':
      throw new Error('The offline writer is not a model');
  }
}
