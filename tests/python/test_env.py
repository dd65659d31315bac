"""warpgym.make / WarpgymEnv: Gymnasium conformance against the real server."""

from __future__ import annotations

import json
import warnings

import gymnasium
import pytest
from gymnasium.utils.env_checker import check_env

import warpgym


def test_check_env_passes(endpoint: str, task: str):
    env = warpgym.make(endpoint, task=task)
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            check_env(env)
        serious = [str(w.message) for w in caught
                   if "render" not in str(w.message).lower()]
        assert not serious, serious
    finally:
        env.close()


def test_reset_step_close_semantics(endpoint: str, task: str):
    with warpgym.make(endpoint, task=task, options={"max_turns": 5}) as env:
        assert isinstance(env, gymnasium.Env) and isinstance(env, warpgym.WarpgymEnv)
        with pytest.raises(gymnasium.error.ResetNeeded):
            env.step({"tool": "list_files"})
        obs, info = env.reset(seed=3)
        assert obs in env.observation_space and info["seed"] == 3
        assert info["max_turns"] == 5 and info["episode_id"] == env.episode_id
        names = {t["function"]["name"] for t in env.tools}
        assert "submit" in names
        obs, reward, term, trunc, info = env.step({"tool": "read_file",
                                                   "args": {"path": "model.py"}})
        assert "class Model" in obs and reward == 0.0 and not term and not trunc
        obs, _, _, _, info = env.step(json.dumps({"tool": "list_files", "args": {}}))
        assert info["turn"] == 2 and obs in env.observation_space
        obs, _, _, _, info = env.step("garbage that is not a tool call")
        assert info["error"]["code"] == "bad_action" and isinstance(obs, str)
        with pytest.raises(TypeError):
            env.step(12345)
        first = env.episode_id
        env.reset()
        assert env.episode_id != first
        # The first episode was closed by the second reset.
        with pytest.raises(warpgym.errors.NotFound):
            env.client.step(first, {"tool": "list_files"})
    env.close()  # a second close is fine
    env.close()


def test_truncation_requires_reset(endpoint: str, task: str):
    env = warpgym.make(endpoint, task=task)
    try:
        env.reset(options={"max_turns": 1})
        _, _, term, trunc, info = env.step({"tool": "list_files"})
        assert trunc and not term and "eval" in info
        with pytest.raises(gymnasium.error.ResetNeeded):
            env.step({"tool": "list_files"})
    finally:
        env.close()


def test_gymnasium_make_registered_id(endpoint: str, task: str):
    env = gymnasium.make(warpgym.env.ENV_ID, endpoint=endpoint, task=task)
    try:
        obs, _ = env.reset(seed=1)
        assert isinstance(obs, str)
    finally:
        env.close()
        env.close()


def test_spaces_accept_any_text():
    space = warpgym.env.text_space(64)
    assert "héllo\tworld\n\x1b[31m€😀" in space
    assert "" in space
    assert "x" * 65 not in space
    with pytest.raises(TypeError, match="str"):
        warpgym.env.text_space("64")


def test_fork_gives_an_env_in_a_copy_of_the_episode(endpoint: str, task: str):
    with warpgym.make(endpoint, task=task, options={"max_turns": 6}) as env:
        with pytest.raises(gymnasium.error.ResetNeeded):
            env.fork()
        env.reset(seed=1)
        env.step({"tool": "write_file", "args": {"path": "notes.txt", "content": "parent"}})
        child, info = env.fork()
        with child:
            assert child.episode_id not in (None, env.episode_id) and info["parent_id"] == env.episode_id
            assert info["turn"] == 1 and info["max_turns"] == 6
            obs, _, _, _, cinfo = child.step({"tool": "read_file", "args": {"path": "notes.txt"}})
            assert "parent" in obs and cinfo["turn"] == 2
            child.step({"tool": "write_file", "args": {"path": "notes.txt", "content": "child"}})
        obs, *_ = env.step({"tool": "read_file", "args": {"path": "notes.txt"}})
        assert "parent" in obs and "child" not in obs


def test_spaces_print_small_and_sample_tool_calls(endpoint: str, task: str):
    with warpgym.make(endpoint, task=task) as env:
        assert len(repr(env.observation_space)) < 200 and len(str(env.action_space)) < 200
        env.action_space.seed(4)
        names = {t["function"]["name"] for t in env.tools}
        env.reset(seed=0)
        for _ in range(6):
            action = env.action_space.sample()
            assert action in env.action_space
            call = json.loads(action)
            assert call["tool"] in names and isinstance(call["args"], dict)
            if call["tool"] in ("submit", "profile", "compile", "verify"):
                continue  # real work; the point here is that the call is well-formed
            _, _, _, _, info = env.step(action)
            assert "error" not in info or info["error"]["code"] != "bad_action", info
