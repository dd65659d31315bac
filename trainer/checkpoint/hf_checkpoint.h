// Hugging Face model directories <-> Transformer.
//
// LoadModel reads config.json and the safetensors weights (model.safetensors, or the shards of
// model.safetensors.index.json) into a Transformer of the requested dtype and device, converting
// from the stored dtype. Every parameter must be present with its exact shape; a tensor the model
// does not have is an error (so e.g. a Qwen3 q_norm is never silently dropped), except the two
// every loader tolerates: lm_head.weight of a tied model and rotary inv_freq buffers.
//
// SaveModel writes the same layout back (config.json, model.safetensors or numbered shards plus
// the index, metadata {"format": "pt"}), so transformers, vLLM and SGLang load the result; tied
// models omit lm_head.weight. The optional value head goes to value_head.safetensors beside it,
// where Hugging Face loaders do not look. Tokenizer and generation files are copied from
// SaveOptions::copy_files_from when set. SaveOptions::dtype stores the weights narrower than the
// model holds them (bfloat16, as Hugging Face publishes); with master_weights the exact float32
// values go to master_weights.safetensors beside them, and a float32 LoadModel of that directory
// reads those instead of widening the rounded ones, so a resumed run continues bit for bit.
// Functions are thread-compatible (no shared state).
#pragma once

#include <ATen/ATen.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "shared/status.h"
#include "trainer/checkpoint/safetensors.h"
#include "trainer/model/transformer.h"

namespace warpgym::checkpoint {

inline constexpr char kValueHeadFileName[] = "value_head.safetensors";
inline constexpr char kMasterWeightsFileName[] = "master_weights.safetensors";

struct LoadOptions {
  at::ScalarType dtype = at::kFloat;
  at::Device device = at::kCPU;
  // Add the critic head: read from value_head.safetensors when the directory has one, else
  // random (normal(0, 0.02) weight, zero bias).
  bool value_head = false;
};

// NotFound for a missing config.json or weights; InvalidArgument for an unsupported config, a
// missing, misshapen or unexpected tensor, or a malformed file. A float32 load of a directory
// with master_weights.safetensors takes every parameter it holds from there.
StatusOr<model::Transformer> LoadModel(const std::string& dir, const LoadOptions& options = {});

struct SaveOptions {
  int64_t max_shard_bytes = int64_t{5} << 30;  // one shard per this many bytes (transformers: 5 GB)
  std::string copy_files_from;                 // a model dir whose tokenizer files are copied
  std::optional<at::ScalarType> dtype;         // the stored dtype; unset: the model's own
  bool master_weights = false;  // with a dtype narrower than the model's: the exact values too
};

// Writes `model` (in options.dtype, else its own) to `dir`, creating it; previous weight files
// there (a master file included) are removed first. Internal for an I/O error. Tensors already in
// host memory are written from where they are (not copied first).
Status SaveModel(const model::Transformer& model, const std::string& dir,
                 const SaveOptions& options = {});

// SaveModel in two parts: the weights are copied to host memory now (the model may go on
// training), and the returned function writes them, on any thread, once.
std::function<Status()> PrepareSaveModel(const model::Transformer& model, const std::string& dir,
                                         const SaveOptions& options = {});

// at::ScalarType of a safetensors dtype (InvalidArgument for one LibTorch has no type for).
StatusOr<at::ScalarType> ToScalarType(DType dtype);

}  // namespace warpgym::checkpoint
