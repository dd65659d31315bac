#include "trainer/checkpoint/hf_checkpoint.h"

#include <ATen/ATen.h>
#include <c10/core/GradMode.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "trainer/checkpoint/host_copy.h"
#include "trainer/checkpoint/weight_files.h"

namespace warpgym::checkpoint {
namespace fs = std::filesystem;
namespace {

// Files of a model directory that are not weights or config but belong with them.
constexpr const char* kCompanionFiles[] = {"tokenizer.json",
                                           "tokenizer_config.json",
                                           "special_tokens_map.json",
                                           "generation_config.json",
                                           "vocab.json",
                                           "merges.txt",
                                           "chat_template.jinja",
                                           "added_tokens.json"};

StatusOr<DType> FromScalarType(at::ScalarType t) {
  switch (t) {
    case at::kFloat:
      return DType::kF32;
    case at::kBFloat16:
      return DType::kBF16;
    case at::kHalf:
      return DType::kF16;
    case at::kDouble:
      return DType::kF64;
    default:
      return Status::InvalidArgument(std::string("cannot save dtype ") + at::toString(t));
  }
}

std::string DTypeConfigName(at::ScalarType t) {
  switch (t) {
    case at::kBFloat16:
      return "bfloat16";
    case at::kHalf:
      return "float16";
    case at::kDouble:
      return "float64";
    default:
      return "float32";
  }
}

// Copies the stored bytes of `e` into `param` (converting dtype, moving device).
Status ReadInto(const WeightFiles::Entry& e, at::Tensor& param) {
  auto st = ToScalarType(e.info->dtype);
  if (!st.ok()) return Status::InvalidArgument(e.info->name + ": " + st.status().message());
  if (param.sizes() != at::IntArrayRef(e.info->shape))
    return Status::InvalidArgument(e.info->name + ": stored shape " +
                                   c10::str(at::IntArrayRef(e.info->shape)) + ", the model needs " +
                                   c10::str(param.sizes()));
  std::span<const std::byte> bytes = e.file->Data(*e.info);
  // The mapping is read-only and a hostile file may misalign a tensor: copy into an aligned
  // CPU buffer first when needed; otherwise view the mapping directly (copy_ makes the copy).
  at::Tensor src;
  const size_t align = DTypeSize(e.info->dtype);
  if (reinterpret_cast<uintptr_t>(bytes.data()) % align == 0) {
    src = at::from_blob(const_cast<std::byte*>(bytes.data()), e.info->shape,
                        at::TensorOptions().dtype(st.value()));
  } else {
    src = at::empty(e.info->shape, at::TensorOptions().dtype(st.value()));
    std::memcpy(src.data_ptr(), bytes.data(), bytes.size());
  }
  c10::NoGradGuard no_grad;
  param.copy_(src);
  return Status::Ok();
}

// True for tensors a checkpoint may carry that the model does not need.
bool Tolerated(const std::string& name, const model::ModelConfig& config) {
  if (name == "lm_head.weight" && config.tie_word_embeddings) return true;
  return name.ends_with("rotary_emb.inv_freq");
}

Status CopyFile(const fs::path& from, const fs::path& to) {
  std::error_code ec;
  fs::copy_file(from, to, fs::copy_options::overwrite_existing, ec);
  return ec ? Status::Internal("copy " + from.string() + ": " + ec.message()) : Status::Ok();
}

Status WriteText(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  out.flush();
  return out ? Status::Ok() : Status::Internal("cannot write " + path.string());
}

// One output file's worth of tensors (snapshots: on the host, or on the device until written).
struct Shard {
  std::vector<std::pair<std::string, at::Tensor>> tensors;
  int64_t bytes = 0;
};

Status WriteShard(const fs::path& path, const Shard& shard) {
  std::vector<TensorBytes> out;
  std::vector<at::Tensor> host;  // kept alive while written
  for (const auto& [name, snapshot] : shard.tensors) {
    const at::Tensor& t = host.emplace_back(OnHost(snapshot));
    auto dtype = FromScalarType(t.scalar_type());
    if (!dtype.ok()) return dtype.status();
    out.push_back({name,
                   dtype.value(),
                   t.sizes().vec(),
                   {static_cast<const std::byte*>(t.data_ptr()), t.nbytes()}});
  }
  return WriteSafetensors(path.string(), out, {{"format", "pt"}});
}

// The dtype config.json names (what SaveModel stored the weights in).
at::ScalarType ConfigScalarType(const std::string& name) {
  if (name == "bfloat16") return at::kBFloat16;
  if (name == "float16") return at::kHalf;
  if (name == "float64") return at::kDouble;
  return at::kFloat;
}

// The exact values of the rounded weights: every model parameter the file holds (a value head
// the checkpoint did not have, started fresh, is not there). Each must round to the weight
// stored beside it (`stored` dtype), so a master file that another save left behind, or one
// whose model files were replaced, is an error rather than weights silently swapped.
Status ReadMasterWeights(const std::string& path, model::Transformer& model,
                         at::ScalarType stored) {
  auto file = SafetensorsFile::Open(path);
  if (!file.ok()) return file.status();
  c10::NoGradGuard no_grad;
  for (auto& [name, param] : model.NamedParameters()) {
    const TensorInfo* info = file.value()->header().Find(name);
    if (info == nullptr) {
      if (name.starts_with("value_head.")) continue;
      return Status::InvalidArgument(path + " lacks " + name);
    }
    const at::Tensor rounded = param.clone();  // the stored weight, widened
    if (Status s = ReadInto({file.value().get(), info}, param); !s.ok()) return s;
    if (!at::equal(param.to(stored).to(param.scalar_type()), rounded))
      return Status::InvalidArgument(path + ": " + name +
                                     " does not round to the weight stored beside it (a master "
                                     "file left by another save? remove it)");
  }
  return Status::Ok();
}

}  // namespace

StatusOr<at::ScalarType> ToScalarType(DType dtype) {
  switch (dtype) {
    case DType::kBool:
      return at::kBool;
    case DType::kU8:
      return at::kByte;
    case DType::kI8:
      return at::kChar;
    case DType::kI16:
      return at::kShort;
    case DType::kI32:
      return at::kInt;
    case DType::kI64:
      return at::kLong;
    case DType::kF16:
      return at::kHalf;
    case DType::kBF16:
      return at::kBFloat16;
    case DType::kF32:
      return at::kFloat;
    case DType::kF64:
      return at::kDouble;
    case DType::kF8E4M3:
      return at::kFloat8_e4m3fn;
    case DType::kF8E5M2:
      return at::kFloat8_e5m2;
  }
  return Status::InvalidArgument("unknown dtype");
}

StatusOr<model::Transformer> LoadModel(const std::string& dir, const LoadOptions& options) {
  auto config = model::ModelConfig::FromModelDir(dir);
  if (!config.ok()) return config.status();
  auto files = WeightFiles::Open(dir);
  if (!files.ok()) return files.status();

  const at::TensorOptions topt = at::TensorOptions().dtype(options.dtype).device(options.device);
  model::Transformer model(config.value(), topt, options.value_head,
                           model::Transformer::Init::kEmpty);
  std::set<std::string> used;
  for (auto& [name, param] : model.NamedParameters()) {
    if (name.starts_with("value_head.")) continue;
    WeightFiles::Entry e = files->Find(name);
    if (e.file == nullptr) return Status::InvalidArgument(dir + ": checkpoint lacks " + name);
    if (Status s = ReadInto(e, param); !s.ok()) return s;
    used.insert(name);
  }
  for (const std::string& name : files->Names())
    if (!used.contains(name) && !Tolerated(name, config.value()))
      return Status::InvalidArgument(dir + ": unexpected tensor " + name + " (not part of a " +
                                     config->model_type + " model)");

  if (options.value_head && fs::exists(fs::path(dir) / kValueHeadFileName)) {
    auto vh = SafetensorsFile::Open((fs::path(dir) / kValueHeadFileName).string());
    if (!vh.ok()) return vh.status();
    for (auto& [name, param] : model.NamedParameters()) {
      if (!name.starts_with("value_head.")) continue;
      const TensorInfo* info = vh.value()->header().Find(name);
      if (info == nullptr)
        return Status::InvalidArgument(std::string(kValueHeadFileName) + " lacks " + name);
      if (Status s = ReadInto({vh.value().get(), info}, param); !s.ok()) return s;
    }
  } else if (options.value_head) {  // a new critic head: the model was allocated uninitialised
    for (auto& [name, param] : model.NamedParameters()) {
      if (name == "value_head.weight") param.normal_(0.0, 0.02);
      if (name == "value_head.bias") param.zero_();
    }
  }
  if (options.dtype == at::kFloat && fs::exists(fs::path(dir) / kMasterWeightsFileName))
    if (Status s = ReadMasterWeights((fs::path(dir) / kMasterWeightsFileName).string(), model,
                                     ConfigScalarType(config->dtype));
        !s.ok())
      return s;
  return model;
}

namespace {

// PrepareSaveModel, or (copy_host_tensors false, for a write made at once) without copying
// tensors that are in host memory already: a gathered ZeRO-3 model's layers are not held twice.
std::function<Status()> PrepareSave(const model::Transformer& model, const std::string& dir,
                                    const SaveOptions& options, bool copy_host_tensors) {
  // Split the Hugging Face parameters into shards of at most max_shard_bytes (one tensor larger
  // than that gets a shard of its own); the value head is written separately.
  std::vector<Shard> shards(1);
  Shard value_head, master;
  const at::ScalarType own = model.options().dtype().toScalarType();
  const at::ScalarType dtype = options.dtype.value_or(own);
  const bool with_master = options.master_weights && dtype != own;
  // A parameter in `type`: on a GPU a snapshot cast there (Snapshot); in host memory already, a
  // view of the parameter where it can be and the write is made now.
  const auto snapshot = [copy_host_tensors](const at::Tensor& param, at::ScalarType type) {
    if (param.is_cuda()) return Snapshot(param, type);
    return param.detach().to(at::kCPU, type, false, copy_host_tensors).contiguous();
  };
  for (const auto& [name, param] : model.NamedParameters()) {
    if (with_master) master.tensors.emplace_back(name, snapshot(param, param.scalar_type()));
    at::Tensor t = with_master && !param.is_cuda() ? master.tensors.back().second.to(dtype)
                                                   : snapshot(param, dtype);
    if (name.starts_with("value_head.")) {
      value_head.tensors.emplace_back(name, t);
      continue;
    }
    const auto bytes = static_cast<int64_t>(t.nbytes());
    if (shards.back().bytes > 0 && shards.back().bytes + bytes > options.max_shard_bytes)
      shards.emplace_back();
    shards.back().tensors.emplace_back(name, t);
    shards.back().bytes += bytes;
  }

  model::ModelConfig config = model.config();
  config.dtype = DTypeConfigName(dtype);
  return [dir, options, shards = std::move(shards), value_head = std::move(value_head),
          master = std::move(master), with_master, config_json = config.ToJson().dump(2) + "\n"] {
    const fs::path root(dir);
    std::error_code ec;
    fs::create_directories(root, ec);
    if (ec) return Status::Internal("cannot create " + dir + ": " + ec.message());
    for (const auto& entry :
         fs::directory_iterator(root, ec)) {  // stale weights would confuse loaders
      const std::string name = entry.path().filename().string();
      if ((name.starts_with("model") && name.ends_with(".safetensors")) || name == kIndexFileName ||
          name == kValueHeadFileName || name == kMasterWeightsFileName)
        fs::remove(entry.path(), ec);
    }
    // The master first: a save cut short leaves no model files (a load fails) rather than model
    // files without the master a resume needs.
    if (with_master)
      if (Status s = WriteShard(root / kMasterWeightsFileName, master); !s.ok()) return s;
    if (shards.size() == 1) {
      if (Status s = WriteShard(root / kSingleFileName, shards[0]); !s.ok()) return s;
    } else {
      nlohmann::ordered_json index = {{"metadata", {{"total_size", 0}}},
                                      {"weight_map", nlohmann::ordered_json::object()}};
      int64_t total = 0;
      for (size_t i = 0; i < shards.size(); ++i) {
        char name[64];
        std::snprintf(name, sizeof(name), "model-%05zu-of-%05zu.safetensors", i + 1, shards.size());
        if (Status s = WriteShard(root / name, shards[i]); !s.ok()) return s;
        for (const auto& [tensor, unused] : shards[i].tensors) index["weight_map"][tensor] = name;
        total += shards[i].bytes;
      }
      index["metadata"]["total_size"] = total;
      if (Status s = WriteText(root / kIndexFileName, index.dump(2) + "\n"); !s.ok()) return s;
    }
    if (!value_head.tensors.empty())
      if (Status s = WriteShard(root / kValueHeadFileName, value_head); !s.ok()) return s;

    if (Status s = WriteText(root / "config.json", config_json); !s.ok()) return s;
    if (!options.copy_files_from.empty() && fs::path(options.copy_files_from) != root) {
      for (const char* name : kCompanionFiles) {
        const fs::path from = fs::path(options.copy_files_from) / name;
        if (fs::exists(from, ec))
          if (Status s = CopyFile(from, root / name); !s.ok()) return s;
      }
    }
    return Status::Ok();
  };
}

}  // namespace

Status SaveModel(const model::Transformer& model, const std::string& dir,
                 const SaveOptions& options) {
  return PrepareSave(model, dir, options, /*copy_host_tensors=*/false)();
}

std::function<Status()> PrepareSaveModel(const model::Transformer& model, const std::string& dir,
                                         const SaveOptions& options) {
  return PrepareSave(model, dir, options, /*copy_host_tensors=*/true);
}

}  // namespace warpgym::checkpoint
