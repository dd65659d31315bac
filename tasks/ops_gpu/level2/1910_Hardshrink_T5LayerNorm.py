"""Hardshrink -> hf.T5LayerNorm: synthesised by warpgym synth (seed 7, index 3026, transformers#2, dim 0 x1273)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """Hardshrink -> hf.T5LayerNorm"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.t5layernorm_1 = T5LayerNorm(hidden_size=16)

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = self.t5layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(20368, 32, 16, 16)]


def get_init_inputs():
    return []
