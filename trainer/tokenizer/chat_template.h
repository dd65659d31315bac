// The Qwen-style chat format warpgym trains with, as text and as tokens.
//
// Text: turns are "<|im_start|>ROLE\nCONTENT<|im_end|>\n". An assistant turn's tool calls follow
// its content as "\n<tool_call>\n{"name": NAME, "arguments": ARGS}\n</tool_call>" (JSON written as
// Python's json.dumps writes it: ", " and ": " separators, keys in order, non-ASCII kept). Tool
// results go in one user turn per run of consecutive tool messages, each as
// "\n<tool_response>\nCONTENT\n</tool_response>". With tools, the system turn lists them in
// <tools></tools>. This follows Qwen2.5's chat template.
//
// Tokens (ChatTokens): a trainer must keep the exact tokens the policy sampled, never re-encode
// them. ChatTokens starts from the encoded prompt, appends sampled tokens verbatim (loss mask 1)
// and appends environment text (tool responses, next generation prompt) encoded on its own
// (mask 0). Every appended piece starts right after a special token, so its encoding is what the
// full text would give there: no retokenisation drift can enter. Not thread-safe (one per episode).
#pragma once

#include <nlohmann/json.hpp>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "shared/status.h"
#include "trainer/tokenizer/tokenizer.h"

namespace warpgym::tokenizer {

struct ToolCall {
  std::string name;
  nlohmann::ordered_json arguments = nlohmann::ordered_json::object();
};

struct ChatMessage {
  std::string role;  // system | user | assistant | tool
  std::string content;
  std::vector<ToolCall> tool_calls;  // assistant only
};

struct ChatOptions {
  // Function-calling schemas ({"type": "function", "function": {...}}); empty: no tools block.
  std::vector<nlohmann::ordered_json> tools;
  // System text used when the first message is not a system message ("" = no system turn).
  std::string default_system;
  bool add_generation_prompt = true;  // end with "<|im_start|>assistant\n"
};

// JSON as Python's json.dumps(ensure_ascii=False) writes it (what Jinja's tojson gives).
std::string PyJsonDumps(const nlohmann::ordered_json& j);

// "<tool_call>\n{"name": ..., "arguments": ...}\n</tool_call>"
std::string RenderToolCall(const ToolCall& call);
std::string RenderChat(const std::vector<ChatMessage>& messages, const ChatOptions& options);

// The tool calls in an assistant text: every <tool_call>...</tool_call> holding a JSON object
// with a string "name" and an object "arguments" (a JSON string holding an object is accepted).
// InvalidArgument names the first malformed call; text without calls gives an empty vector.
StatusOr<std::vector<ToolCall>> ParseToolCalls(std::string_view assistant_text);
// A warpgym action {"tool": NAME, "args": ARGUMENTS} (DESIGN.md, Episode).
nlohmann::ordered_json ToAction(const ToolCall& call);

class ChatTokens {
 public:
  // REQUIRES: tokenizer outlives this object and has <|im_start|> and <|im_end|> tokens
  // (FailedPrecondition otherwise). Encodes RenderChat(prompt, options) without the
  // post-processor's template tokens.
  static StatusOr<ChatTokens> Start(const Tokenizer* tokenizer,
                                    const std::vector<ChatMessage>& prompt,
                                    const ChatOptions& options);

  // Sampled tokens, kept as they are (loss mask 1).
  void AppendGenerated(std::span<const TokenId> ids);
  // Closes the assistant turn (adds <|im_end|> if the sample did not end with it), then appends
  // the tool responses as one user turn and, if asked, the next "<|im_start|>assistant\n".
  Status AppendToolResponses(const std::vector<std::string>& responses,
                             bool add_generation_prompt = true);
  // Closes the assistant turn if open and appends a plain turn of `role`.
  Status AppendMessage(const ChatMessage& message, bool add_generation_prompt = true);

  const std::vector<TokenId>& ids() const { return ids_; }
  const std::vector<uint8_t>& loss_mask() const { return mask_; }  // 1 = sampled by the policy

 private:
  ChatTokens(const Tokenizer* t, TokenId im_start, TokenId im_end)
      : tok_(t), im_start_(im_start), im_end_(im_end) {}
  Status AppendText(std::string_view text);  // mask 0
  void CloseAssistantTurn();

  const Tokenizer* tok_;
  TokenId im_start_;
  TokenId im_end_;
  std::vector<TokenId> ids_;
  std::vector<uint8_t> mask_;
  bool in_generated_turn_ = false;
};

}  // namespace warpgym::tokenizer
