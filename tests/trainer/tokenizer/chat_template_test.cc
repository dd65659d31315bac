#include "trainer/tokenizer/chat_template.h"

#include <gtest/gtest.h>

#include "trainer/tokenizer/byte_level.h"
#include "trainer/tokenizer/unicode.h"

namespace warpgym::tokenizer {
namespace {

using ojson = nlohmann::ordered_json;

// A tokenizer with every byte as a token, a few merges and the chat specials.
std::unique_ptr<Tokenizer> ChatTokenizer() {
  nlohmann::json vocab = nlohmann::json::object();
  for (int b = 0; b < 256; ++b) {
    std::string s;
    AppendUtf8(ByteToChar(static_cast<unsigned char>(b)), &s);
    vocab[s] = b;
  }
  vocab["Ċ<"] = 256;  // never built: no merge for it
  vocab["to"] = 257;
  vocab["ol"] = 258;
  vocab["tool"] = 259;
  nlohmann::json j = {
      {"model", {{"type", "BPE"}, {"vocab", vocab}, {"merges", {"t o", "o l", "to ol"}}}},
      {"added_tokens",
       {{{"id", 300}, {"content", "<|im_start|>"}, {"special", true}},
        {{"id", 301}, {"content", "<|im_end|>"}, {"special", true}}}},
      {"pre_tokenizer", {{"type", "ByteLevel"}, {"add_prefix_space", false}}},
      {"decoder", {{"type", "ByteLevel"}}}};
  auto t = Tokenizer::FromJson(j.dump());
  EXPECT_TRUE(t.ok()) << t.status().ToString();
  return std::move(t).value();
}

ToolCall Call(std::string name, ojson args) {
  return ToolCall{std::move(name), std::move(args)};
}

TEST(ChatTemplate, PyJsonDumpsMatchesPython) {
  ojson j = ojson::parse(R"({"b": [1, 2.5, "x\ny"], "a": {"é": null, "t": true}})");
  EXPECT_EQ(PyJsonDumps(j), R"({"b": [1, 2.5, "x\ny"], "a": {"é": null, "t": true}})");
}

TEST(ChatTemplate, RendersQwenTurnsAndToolCalls) {
  std::vector<ChatMessage> msgs = {
      {"system", "sys", {}},
      {"user", "hi", {}},
      {"assistant", "ok", {Call("bash", {{"cmd", "ls"}})}},
      {"tool", "a.txt", {}},
      {"tool", "done", {}},
  };
  ChatOptions opt;
  EXPECT_EQ(RenderChat(msgs, opt),
            "<|im_start|>system\nsys<|im_end|>\n"
            "<|im_start|>user\nhi<|im_end|>\n"
            "<|im_start|>assistant\nok\n<tool_call>\n{\"name\": \"bash\", \"arguments\": {\"cmd\": "
            "\"ls\"}}\n"
            "</tool_call><|im_end|>\n"
            "<|im_start|>user\n<tool_response>\na.txt\n</tool_response>\n<tool_response>\ndone\n"
            "</tool_response><|im_end|>\n"
            "<|im_start|>assistant\n");
  opt.tools.push_back(ojson{{"type", "function"}, {"function", {{"name", "bash"}}}});
  opt.add_generation_prompt = false;
  const std::string with_tools = RenderChat({{"user", "hi", {}}}, opt);
  EXPECT_EQ(with_tools.rfind("<|im_start|>system\n\n\n# Tools", 0), 0u);
  EXPECT_NE(with_tools.find(
                "<tools>\n{\"type\": \"function\", \"function\": {\"name\": \"bash\"}}\n</tools>"),
            std::string::npos);
}

TEST(ChatTemplate, ParsesToolCalls) {
  auto calls = ParseToolCalls(
      "thinking...\n<tool_call>\n{\"name\": \"write_file\", \"arguments\": {\"path\": "
      "\"k.cu\"}}\n</tool_call>"
      "<tool_call>{\"name\": \"compile\", \"arguments\": \"{}\"}</tool_call>");
  ASSERT_TRUE(calls.ok()) << calls.status().ToString();
  ASSERT_EQ(calls->size(), 2u);
  EXPECT_EQ(PyJsonDumps(ToAction((*calls)[0])),
            R"({"tool": "write_file", "args": {"path": "k.cu"}})");
  EXPECT_EQ((*calls)[1].name, "compile");
  EXPECT_TRUE(ParseToolCalls("no calls").ok());
  EXPECT_FALSE(ParseToolCalls("<tool_call>{\"name\": 3}</tool_call>").ok());
  EXPECT_FALSE(ParseToolCalls("<tool_call>{not json}</tool_call>").ok());
  EXPECT_FALSE(ParseToolCalls("<tool_call>{\"name\": \"x\"}").ok());
}

// Token-in/token-out: prompt + sampled tokens + observations, appended piece by piece, equal the
// encoding of the whole rendered conversation when the samples are canonical encodings.
TEST(ChatTokens, IncrementalEqualsFullEncoding) {
  auto tok = ChatTokenizer();
  const std::vector<ChatMessage> prompt = {{"system", "sys", {}}, {"user", "fix the tool", {}}};
  auto chat = ChatTokens::Start(tok.get(), prompt, {});
  ASSERT_TRUE(chat.ok()) << chat.status().ToString();

  const ToolCall call = Call("bash", {{"cmd", "make tool"}});
  const std::string reply = "ok\n" + RenderToolCall(call);
  auto sampled = tok->Encode(reply + "<|im_end|>", false);
  chat->AppendGenerated(sampled.value());
  ASSERT_TRUE(chat->AppendToolResponses({"built tool"}).ok());
  auto second = tok->Encode("done", false);  // cut off by length: no <|im_end|>
  chat->AppendGenerated(second.value());
  ASSERT_TRUE(chat->AppendMessage({"user", "thanks", {}}, /*add_generation_prompt=*/false).ok());

  std::vector<ChatMessage> all = prompt;
  all.push_back({"assistant", "ok", {call}});
  all.push_back({"tool", "built tool", {}});
  all.push_back({"assistant", "done", {}});
  all.push_back({"user", "thanks", {}});
  ChatOptions opt;
  opt.add_generation_prompt = false;
  auto full = tok->Encode(RenderChat(all, opt), false);
  ASSERT_TRUE(full.ok());
  EXPECT_EQ(chat->ids(), full.value());
  EXPECT_EQ(tok->Decode(chat->ids()).value(), RenderChat(all, opt));

  // The loss mask covers exactly the sampled tokens.
  size_t masked = 0;
  for (uint8_t m : chat->loss_mask()) masked += m;
  EXPECT_EQ(masked, sampled->size() + second->size());
  EXPECT_EQ(chat->loss_mask().size(), chat->ids().size());
}

TEST(ChatTokens, SampledTokensAreKeptEvenWhenNotCanonical) {
  auto tok = ChatTokenizer();
  auto chat = ChatTokens::Start(tok.get(), {{"user", "x", {}}}, {});
  ASSERT_TRUE(chat.ok());
  const std::vector<TokenId> odd = {'t', 'o', 'o', 'l'};  // canonical would be {259}
  chat->AppendGenerated(odd);
  const auto& ids = chat->ids();
  EXPECT_EQ(std::vector<TokenId>(ids.end() - 4, ids.end()), odd);
}

}  // namespace
}  // namespace warpgym::tokenizer
