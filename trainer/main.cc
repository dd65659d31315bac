// warpgym-trainer: the trainer's command line. Subcommands so far:
//   tokenize --model DIR --text-file F [--jsonl] [--decode] [--no-special]
//     Prints the token ids of F's text as one JSON array. With --jsonl, every line of F is a
//     JSON string and one result line is printed per input line: the ids array, or with
//     --decode {"ids": [...], "text": decoded}. --no-special skips the post-processor's template
//     tokens (Hugging Face add_special_tokens=False).
// With LibTorch (trainer/sampler/model_commands.h has the options):
//   dump-logits --model DIR --text STR   JSON {"ids": [...], "logits": [V floats of the last
//   position]} sample --model DIR --prompt STR...   one JSON line per prompt: tokens, logprobs,
//   text, finish convert --model DIR --out DIR        load and save again (dtype, sharding),
//   Hugging Face layout train --config F --seed N --out DIR  RL training stages 1-4 against
//   warpgym-servers
//                                        (trainer/train/train_command.h has the options)
// Exit status: 0 on success, 1 on a tokenizer or input error (message on stderr), 2 on bad usage.
#include <CLI/CLI.hpp>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "trainer/tokenizer/tokenizer.h"
#ifdef WARPGYM_HAVE_LIBTORCH
#include "trainer/sampler/chat_command.h"
#include "trainer/sampler/model_commands.h"
#include "trainer/train/train_command.h"
#endif

namespace {

using warpgym::Status;
using warpgym::tokenizer::Tokenizer;

struct TokenizeArgs {
  std::string model_dir;
  std::string text_file;
  bool jsonl = false;
  bool decode = false;
  bool no_special = false;
};

Status RunTokenize(const TokenizeArgs& args) {
  auto tok = Tokenizer::FromModelDir(args.model_dir);
  if (!tok.ok()) return tok.status();
  std::ifstream in(args.text_file, std::ios::binary);
  if (!in) return Status::NotFound("cannot open " + args.text_file);

  auto encode_one = [&](const std::string& text, std::string* line) -> Status {
    auto ids = tok.value()->Encode(text, !args.no_special);
    if (!ids.ok()) return ids.status();
    nlohmann::json out = ids.value();
    if (args.decode) {
      auto back = tok.value()->Decode(ids.value());
      if (!back.ok()) return back.status();
      out = {{"ids", std::move(out)}, {"text", back.value()}};
    }
    *line = out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    return Status::Ok();
  };

  std::string line;
  if (!args.jsonl) {
    std::stringstream ss;
    ss << in.rdbuf();
    if (Status s = encode_one(ss.str(), &line); !s.ok()) return s;
    std::cout << line << "\n";
    return Status::Ok();
  }
  std::string input;
  size_t lineno = 0;
  while (std::getline(in, input)) {
    ++lineno;
    nlohmann::json j = nlohmann::json::parse(input, nullptr, false);
    if (j.is_discarded() || !j.is_string())
      return Status::InvalidArgument(args.text_file + ":" + std::to_string(lineno) +
                                     ": not a JSON string");
    if (Status s = encode_one(j.get<std::string>(), &line); !s.ok())
      return Status(s.code(), args.text_file + ":" + std::to_string(lineno) + ": " + s.message());
    std::cout << line << "\n";
  }
  return Status::Ok();
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  CLI::App app{"warpgym-trainer: tokenizer, policy model, sampler and RL training for warpgym"};
  app.require_subcommand(1);

  TokenizeArgs tz;
  CLI::App* tokenize = app.add_subcommand("tokenize", "print the token ids of a text file as JSON");
  tokenize->add_option("--model", tz.model_dir, "model directory holding tokenizer.json")
      ->required();
  tokenize->add_option("--text-file", tz.text_file, "UTF-8 text file")->required();
  tokenize->add_flag("--jsonl", tz.jsonl,
                     "each line of the file is a JSON string; one result per line");
  tokenize->add_flag("--decode", tz.decode, "also print the decoded text (with --jsonl)");
  tokenize->add_flag("--no-special", tz.no_special,
                     "do not add the post-processor's special tokens");

#ifdef WARPGYM_HAVE_LIBTORCH
  warpgym::sampler::ModelCommands model_commands(app);
  warpgym::train::TrainCommand train_command(app);
  warpgym::sampler::ChatCommand chat_command(app);
#endif

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  Status s;
  if (tokenize->parsed()) s = RunTokenize(tz);
#ifdef WARPGYM_HAVE_LIBTORCH
  else if (train_command.parsed())
    s = train_command.Run();
  else if (chat_command.parsed())
    s = chat_command.Run();
  else
    s = model_commands.Run();
#endif
  if (!s.ok()) {
    std::cerr << "warpgym-trainer: " << s.ToString() << "\n";
    return 1;
  }
  return 0;
}
