"""Hardsigmoid -> hf.T5LayerNorm -> torch.histogram: synthesised by warpgym synth (seed 7, index 1239, transformers#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """Hardsigmoid -> hf.T5LayerNorm -> torch.histogram"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.t5layernorm_1 = T5LayerNorm(hidden_size=32)

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = self.t5layernorm_1(x)
        x = torch.histogram(x)[0]
        return x


def get_inputs():
    return [torch.randn(4, 32, 32, 32)]


def get_init_inputs():
    return []
