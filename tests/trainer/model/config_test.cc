#include "trainer/model/config.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

namespace warpgym::model {
namespace {

nlohmann::json Qwen2() {
  return nlohmann::json::parse(R"({
    "architectures": ["Qwen2ForCausalLM"], "model_type": "qwen2", "vocab_size": 151936,
    "hidden_size": 896, "intermediate_size": 4864, "num_hidden_layers": 24,
    "num_attention_heads": 14, "num_key_value_heads": 2, "max_position_embeddings": 32768,
    "rms_norm_eps": 1e-06, "rope_theta": 1000000.0, "rope_scaling": null,
    "tie_word_embeddings": true, "torch_dtype": "bfloat16", "eos_token_id": 151643,
    "use_sliding_window": false, "sliding_window": 32768, "hidden_act": "silu"})");
}

TEST(ModelConfig, Qwen2_5_0_5B) {
  auto c = ModelConfig::FromJson(Qwen2());
  ASSERT_TRUE(c.ok()) << c.status().ToString();
  EXPECT_EQ(c->head_dim, 64);
  EXPECT_EQ(c->num_kv_heads, 2);
  EXPECT_TRUE(c->qkv_bias);
  EXPECT_FALSE(c->o_bias);
  EXPECT_TRUE(c->tie_word_embeddings);
  EXPECT_EQ(c->rope.type, "default");
  EXPECT_EQ(c->rope.theta, 1e6);
  EXPECT_EQ(c->eos_token_ids, (std::vector<int64_t>{151643}));
  EXPECT_EQ(c->dtype, "bfloat16");
  EXPECT_EQ(c->NumParameters(), 494032768);  // Qwen2.5-0.5B's published count
}

TEST(ModelConfig, LlamaWithTransformers5RopeParameters) {
  auto j = nlohmann::json::parse(R"({
    "model_type": "llama", "vocab_size": 128256, "hidden_size": 2048, "intermediate_size": 8192,
    "num_hidden_layers": 16, "num_attention_heads": 32, "num_key_value_heads": 8, "head_dim": 64,
    "attention_bias": true, "mlp_bias": true, "eos_token_id": [128001, 128008], "dtype": "float32",
    "rope_parameters": {"rope_type": "llama3", "rope_theta": 500000.0, "factor": 32.0,
      "low_freq_factor": 1.0, "high_freq_factor": 4.0, "original_max_position_embeddings": 8192}})");
  auto c = ModelConfig::FromJson(j);
  ASSERT_TRUE(c.ok()) << c.status().ToString();
  EXPECT_TRUE(c->qkv_bias && c->o_bias && c->mlp_bias);
  EXPECT_EQ(c->rope.type, "llama3");
  EXPECT_EQ(c->rope.theta, 500000.0);
  EXPECT_EQ(c->rope.factor, 32.0);
  EXPECT_EQ(c->rope.original_max_position_embeddings, 8192);
  EXPECT_EQ(c->eos_token_ids, (std::vector<int64_t>{128001, 128008}));
  EXPECT_EQ(c->ToJson()["dtype"], "float32");  // written back under the key it came with
}

TEST(ModelConfig, OldStyleRopeScalingWithTypeKey) {
  auto j = Qwen2();
  j["rope_scaling"] = {
      {"type", "yarn"}, {"factor", 4.0}, {"original_max_position_embeddings", 32768}};
  auto c = ModelConfig::FromJson(j);
  ASSERT_TRUE(c.ok()) << c.status().ToString();
  EXPECT_EQ(c->rope.type, "yarn");
  EXPECT_EQ(c->rope.factor, 4.0);
}

TEST(ModelConfig, RejectsWhatTheModelCannotRun) {
  auto expect_error = [](nlohmann::json j, const std::string& needle) {
    auto c = ModelConfig::FromJson(j);
    ASSERT_FALSE(c.ok());
    EXPECT_NE(c.status().message().find(needle), std::string::npos) << c.status().message();
  };
  auto j = Qwen2();
  j["model_type"] = "qwen3";
  expect_error(j, "qwen3");
  j = Qwen2();
  j["use_sliding_window"] = true;
  expect_error(j, "sliding");
  j = Qwen2();
  j["hidden_act"] = "gelu";
  expect_error(j, "gelu");
  j = Qwen2();
  j["num_key_value_heads"] = 3;
  expect_error(j, "multiple");
  j = Qwen2();
  j["rope_scaling"] = {{"rope_type", "longrope"}, {"factor", 2.0}};
  expect_error(j, "longrope");
  j = Qwen2();
  j.erase("hidden_size");
  expect_error(j, "hidden_size");
  j = Qwen2();
  j["vocab_size"] = "big";
  expect_error(j, "vocab_size");
  expect_error(nlohmann::json::array(), "object");
}

TEST(ModelConfig, FreshConfigSerialisesTheClassicRopeForm) {
  auto c = ModelConfig::FromJson(Qwen2());
  ASSERT_TRUE(c.ok());
  ModelConfig fresh = c.value();
  fresh.raw = nullptr;
  fresh.rope.type = "linear";
  fresh.rope.factor = 2.0;
  nlohmann::json j = fresh.ToJson();
  EXPECT_EQ(j["rope_scaling"]["rope_type"], "linear");
  auto again = ModelConfig::FromJson(j);
  ASSERT_TRUE(again.ok()) << again.status().ToString();
  EXPECT_EQ(again->rope.factor, 2.0);
  EXPECT_EQ(again->NumParameters(), c->NumParameters());
}

// A model directory's generation_config.json adds its EOS ids (Qwen2.5 Instruct lists
// <|im_end|> and <|endoftext|> there, config.json only the first); without one there are none.
TEST(ModelConfig, GenerationConfigEosIdsFromTheModelDir) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("wg-config-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  nlohmann::json j = Qwen2();
  j["eos_token_id"] = 151645;
  std::ofstream(dir / "config.json") << j.dump();
  auto c = ModelConfig::FromModelDir(dir.string());
  ASSERT_TRUE(c.ok()) << c.status().ToString();
  EXPECT_TRUE(c->generation_eos_token_ids.empty());
  std::ofstream(dir / "generation_config.json")
      << R"({"eos_token_id": [151645, 151643], "top_p": 0.8})";
  c = ModelConfig::FromModelDir(dir.string());
  ASSERT_TRUE(c.ok()) << c.status().ToString();
  EXPECT_EQ(c->eos_token_ids, (std::vector<int64_t>{151645}));
  EXPECT_EQ(c->generation_eos_token_ids, (std::vector<int64_t>{151645, 151643}));
  EXPECT_FALSE(c->ToJson().contains("generation_eos_token_ids"));
  std::ofstream(dir / "generation_config.json") << "{not json";
  EXPECT_TRUE(ModelConfig::FromModelDir(dir.string()).ok());  // it only adds stop tokens
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace warpgym::model
