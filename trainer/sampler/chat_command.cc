#include "trainer/sampler/chat_command.h"

#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "trainer/checkpoint/hf_checkpoint.h"
#include "trainer/sampler/model_commands.h"
#include "trainer/sampler/sampler.h"
#include "trainer/tokenizer/chat_template.h"
#include "trainer/tokenizer/tokenizer.h"

namespace warpgym::sampler {
namespace {

using nlohmann::json;
using nlohmann::ordered_json;
using tokenizer::ChatMessage;
using tokenizer::Tokenizer;

std::string TextOf(const ordered_json& content) {
  if (content.is_string()) return content.get<std::string>();
  if (content.is_null()) return "";
  if (content.is_array()) {  // [{"type": "text", "text": ...}, ...]
    std::string out;
    for (const auto& part : content) {
      if (part.is_object() && part.value("type", "") == "text" && part.contains("text") &&
          part["text"].is_string()) {
        out += part["text"].get<std::string>();
      }
    }
    return out;
  }
  throw std::invalid_argument("message content must be a string, null or a list of text parts");
}

// OpenAI-shaped messages -> the chat template's.
std::vector<ChatMessage> ToChat(const ordered_json& messages) {
  if (!messages.is_array() || messages.empty())
    throw std::invalid_argument("\"messages\" must be a non-empty list");
  std::vector<ChatMessage> out;
  for (const auto& m : messages) {
    if (!m.is_object() || !m.contains("role") || !m["role"].is_string()) {
      throw std::invalid_argument("every message needs a string \"role\"");
    }
    ChatMessage c{m["role"].get<std::string>(), TextOf(m.value("content", ordered_json())), {}};
    if (c.role != "system" && c.role != "user" && c.role != "assistant" && c.role != "tool") {
      throw std::invalid_argument("unknown role \"" + c.role + "\"");
    }
    for (const auto& call : m.value("tool_calls", ordered_json::array())) {
      const ordered_json fn = call.value("function", ordered_json::object());
      if (!fn.contains("name") || !fn["name"].is_string())
        throw std::invalid_argument("a tool call without a name");
      tokenizer::ToolCall tc{fn["name"].get<std::string>(), ordered_json::object()};
      const ordered_json args = fn.value("arguments", ordered_json::object());
      tc.arguments =
          args.is_string() ? ordered_json::parse(args.get<std::string>(), nullptr, false) : args;
      if (tc.arguments.is_discarded()) tc.arguments = args;  // keep the model's text as it was
      c.tool_calls.push_back(std::move(tc));
    }
    out.push_back(std::move(c));
  }
  return out;
}

// The assistant message of a completion: its tool calls when they parse, else the text.
json AssistantMessage(const std::string& text, int64_t request) {
  json msg = {{"role", "assistant"}, {"content", nullptr}};
  auto calls = tokenizer::ParseToolCalls(text);
  if (!calls.ok() || calls.value().empty()) {
    msg["content"] = text;
    return msg;
  }
  const std::string before = text.substr(0, text.find("<tool_call>"));
  if (before.find_first_not_of(" \t\r\n") != std::string::npos) msg["content"] = before;
  json out = json::array();
  for (size_t i = 0; i < calls.value().size(); ++i) {
    const auto& c = calls.value()[i];
    out.push_back(
        {{"id", "call_" + std::to_string(request) + "_" + std::to_string(i)},
         {"type", "function"},
         {"function", {{"name", c.name}, {"arguments", tokenizer::PyJsonDumps(c.arguments)}}}});
  }
  msg["tool_calls"] = std::move(out);
  return msg;
}

}  // namespace

ChatCommand::ChatCommand(CLI::App& app) {
  cmd_ = app.add_subcommand(
      "chat", "serve a checkpoint as a tool-calling chat policy: JSON lines on stdin/stdout");
  AddModelOptions(cmd_, &model_dir_, &dtype_, &device_);
  cmd_->add_option("--max-new-tokens", max_new_tokens_,
                   "tokens per reply (a request's max_tokens overrides)")
      ->check(CLI::PositiveNumber);
  cmd_->add_option("--temperature", temperature_, "0 = greedy (a request's temperature overrides)")
      ->check(CLI::NonNegativeNumber);
  cmd_->add_option("--top-p", top_p_, "nucleus mass in (0, 1]");
  cmd_->add_option("--top-k", top_k_, "0 = no limit");
  cmd_->add_option("--seed", seed_,
                   "seed of the first request (request i uses seed + i, or its own)");
  cmd_->add_option("--system", system_, "system text when the conversation has none");
}

Status ChatCommand::Run() const {
  auto model = checkpoint::LoadModel(model_dir_, LoadOptionsFor(dtype_, device_));
  if (!model.ok()) return model.status();
  auto tok = Tokenizer::FromModelDir(model_dir_);
  if (!tok.ok()) return tok.status();
  const Tokenizer& t = *tok.value();
  const auto im_end = t.TokenToId("<|im_end|>");
  if (!im_end) return Status::FailedPrecondition("chat: the tokenizer has no <|im_end|> token");
  Sampler sampler(model.value());  // one for the whole session: its decode state is reused

  std::string line;
  for (int64_t request = 0; std::getline(std::cin, line); ++request) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    json reply;
    try {
      const ordered_json req = ordered_json::parse(line);
      tokenizer::ChatOptions options;
      for (const auto& tool : req.value("tools", ordered_json::array()))
        options.tools.push_back(tool);
      options.default_system = system_;
      auto chat = tokenizer::ChatTokens::Start(&t, ToChat(req.at("messages")), options);
      if (!chat.ok()) throw std::invalid_argument(chat.status().ToString());
      SamplingParams params;
      params.max_new_tokens = req.value("max_tokens", max_new_tokens_);
      params.temperature = req.value("temperature", temperature_);
      params.top_p = top_p_;
      params.top_k = top_k_;
      params.seed = req.value("seed", seed_ + static_cast<uint64_t>(request));
      params.stop_token_ids = model.value().config().eos_token_ids;
      params.stop_token_ids.push_back(*im_end);
      std::vector<int64_t> prompt(chat.value().ids().begin(), chat.value().ids().end());
      auto done = sampler.Generate({prompt}, params);
      if (!done.ok()) throw std::runtime_error(done.status().ToString());
      const Completion& c = done.value()[0];
      std::vector<tokenizer::TokenId> text_ids(c.tokens.begin(), c.tokens.end());
      if (!text_ids.empty() && text_ids.back() == *im_end) text_ids.pop_back();
      auto text = t.Decode(text_ids);
      if (!text.ok()) throw std::runtime_error(text.status().ToString());
      reply = {{"ok", true},
               {"message", AssistantMessage(text.value(), request)},
               {"finish", c.finish == FinishReason::kStop ? "stop" : "length"},
               {"prompt_tokens", prompt.size()},
               {"completion_tokens", c.tokens.size()}};
    } catch (const std::exception& e) {  // a bad request: say so and serve the next one
      reply = {{"ok", false}, {"error", e.what()}};
    }
    std::cout << reply.dump(-1, ' ', false, json::error_handler_t::replace) << "\n" << std::flush;
  }
  return Status::Ok();
}

}  // namespace warpgym::sampler
