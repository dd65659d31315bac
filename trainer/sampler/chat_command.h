// `warpgym-trainer chat`: a checkpoint as a tool-calling chat policy over stdin/stdout, loaded
// once and answering one request per line (what `warpgym bench --policy trainer:DIR` runs).
//
//   chat --model DIR [--dtype D] [--device X] [--max-new-tokens N] [--temperature T] [--top-p P]
//        [--top-k K] [--seed S] [--system STR]
//
// Request (one JSON line): {"messages": [OpenAI chat messages], "tools": [function schemas],
// optional "temperature", "max_tokens", "seed"}. Messages are system/user/assistant/tool; an
// assistant's "tool_calls" are [{"function": {"name", "arguments": JSON text or object}}].
// Reply (one JSON line): {"ok": true, "message": {"role": "assistant", "content": TEXT or null,
// "tool_calls": [{"id", "type": "function", "function": {"name", "arguments": JSON text}}]},
// "finish": "stop"|"length", "prompt_tokens", "completion_tokens"} or {"ok": false, "error"}.
// The conversation is rendered with the Qwen chat template (chat_template.h) and generation
// stops at <|im_end|> or the config's eos ids. A reply whose tool calls do not parse comes back
// as plain content (the bench answers it as a turn without a tool call). A bad request line gets
// {"ok": false} and the loop goes on; end of input ends the command with Ok.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

#include "shared/status.h"

namespace warpgym::sampler {

class ChatCommand {
 public:
  explicit ChatCommand(CLI::App& app);
  bool parsed() const { return cmd_->parsed(); }
  Status Run() const;

 private:
  CLI::App* cmd_ = nullptr;
  std::string model_dir_, dtype_ = "float32", device_ = "cpu", system_;
  int64_t max_new_tokens_ = 1024, top_k_ = 0;
  double temperature_ = 0.7, top_p_ = 1.0;
  uint64_t seed_ = 0;
};

}  // namespace warpgym::sampler
