// The toy policy of trainer/configs/toy.yaml: a tiny randomly initialised Qwen2-shaped model with
// its own small tokenizer, written as a Hugging Face model directory at the start of training.
//
// The tokenizer is byte-level BPE without merges. With byte_vocab the 256 byte tokens cover any
// text; without it the vocabulary is just <unk>, so every character outside an added token reads
// as <unk>. Added tokens, in id order after the vocabulary:
//   <|endoftext|> <|im_start|> <|im_end|>   special (the chat format,
//   trainer/tokenizer/chat_template.h) text tokens      the whole text of a file (text_files) or a
//   literal string (texts): a prompt
//                    part the environment sends verbatim (SKILL.md, a task's model.py) reads as
//                    one token, so prompts stay short
//   action tokens    the whole text of one tool call, "<tool_call>\n{...}\n</tool_call>":
//                    a `bash` call writing every file of a solution directory (solution_dirs,
//                    e.g. a known-good and a known-bad solution of a task), or a call of a tool
//                    without arguments (tools, e.g. "submit"), or a `bash` call running one
//                    command (commands, e.g. one that reads a file of the workspace)
// so that a random policy picks whole actions often enough to learn within minutes on a CPU.
// eos is <|im_end|>; embeddings are tied; q/k/v have biases (Qwen2); weights are normal(0, 0.02)
// from `seed`. trainer/configs/h200_ppo.yaml gives it Qwen2.5-0.5B's shape.
// Relative paths are resolved against the current directory. Not thread-safe (seeds the global
// LibTorch generator).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "shared/status.h"

namespace warpgym::train {

struct ToyPolicySpec {
  int64_t hidden_size = 64;
  int64_t num_layers = 2;
  int64_t num_heads = 4;
  int64_t num_kv_heads = 2;
  int64_t intermediate_size = 128;
  int64_t max_position_embeddings = 4096;
  // 0: exactly the tokenizer's ids. Larger: the embedding has this many rows, the ids past the
  // tokenizer's unused (as Qwen2.5's 151936 rows over its 151665 ids), for a model of a real
  // model's shape; a sampled unused id decodes to nothing (an invalid turn). Smaller is an error.
  int64_t vocab_size = 0;
  double rope_theta = 10000.0;
  bool byte_vocab = true;
  std::vector<std::string> text_files;
  std::vector<std::string> texts;
  std::vector<std::string> solution_dirs;
  std::vector<std::string> tools;
  std::vector<std::string> commands;
  // Run after every solution action's writes, in the same bash call (its output is that action's
  // observation): e.g. a check whose message tells a wrong first attempt. Empty: none.
  std::string solution_check;
};

// The bash command that writes every file of `dir` (relative paths kept, parents created), as
// one heredoc per file. NotFound for a missing or empty directory.
StatusOr<std::string> SolutionCommand(const std::string& dir);

// The tokenizer.json document described above. NotFound for a missing file or directory.
StatusOr<std::string> ToyTokenizerJson(const ToyPolicySpec& spec);

// Writes tokenizer.json, config.json and model.safetensors to `dir` (created). Errors: those of
// ToyTokenizerJson, InvalidArgument for a bad shape, Internal for I/O.
Status CreateToyPolicy(const ToyPolicySpec& spec, const std::string& dir, uint64_t seed);

}  // namespace warpgym::train
