// The LibTorch subcommands of warpgym-trainer: dump-logits, sample and convert. The constructor
// adds them to the CLI11 app; after parsing, Run() executes the one given (Ok when none was).
//
//   dump-logits --model DIR (--text STR | --ids JSON) [--all-positions] [--dtype D] [--device X]
//     {"ids": [...], "logits": [V floats]} for the last position, or [[V floats] per position].
//   sample --model DIR (--prompt STR... | --prompt-ids JSON) [--max-new-tokens N] [--temperature T]
//          [--top-p P] [--top-k K] [--seed S] [--stop STR...] [--no-eos-stop] [--dtype D] [--device
//          X]
//          [--no-cuda-graphs] [--static-decode]
//     One JSON line per prompt: {"prompt_ids", "tokens", "logprobs", "text", "finish"}; the
//     config's eos ids stop generation unless --no-eos-stop. --prompt-ids is [[ids of prompt 1],
//     ...]. Decode paths (sampler.h): on CUDA a graph of the static step unless --no-cuda-graphs;
//     --static-decode runs the static step eagerly where no graph is used (e.g. on the CPU).
//   convert --model DIR --out DIR [--dtype D] [--max-shard-bytes N] [--value-head]
//     Loads and writes back in the Hugging Face layout (tokenizer files copied).
// D is float32 (default) or bfloat16; X is cpu (default) or cuda.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "shared/status.h"
#include "trainer/checkpoint/hf_checkpoint.h"

namespace warpgym::sampler {

// The --model, --dtype and --device options every model subcommand takes (chat too), and the
// LoadOptions they stand for.
void AddModelOptions(CLI::App* cmd, std::string* model_dir, std::string* dtype,
                     std::string* device);
checkpoint::LoadOptions LoadOptionsFor(const std::string& dtype, const std::string& device);

class ModelCommands {
 public:
  explicit ModelCommands(CLI::App& app);
  Status Run() const;

 private:
  struct Common {
    std::string model_dir, dtype = "float32", device = "cpu";
  };
  Status DumpLogits() const;
  Status Sample() const;
  Status Convert() const;

  CLI::App* dump_ = nullptr;
  CLI::App* sample_ = nullptr;
  CLI::App* convert_ = nullptr;
  Common common_;
  std::string text_, ids_json_, out_dir_;
  std::vector<std::string> prompts_, stops_;
  bool all_positions_ = false, no_eos_stop_ = false, value_head_ = false, no_cuda_graphs_ = false,
       static_decode_ = false;
  int64_t max_new_tokens_ = 64, top_k_ = 0, max_shard_bytes_ = int64_t{5} << 30;
  double temperature_ = 1.0, top_p_ = 1.0;
  uint64_t seed_ = 0;
};

}  // namespace warpgym::sampler
