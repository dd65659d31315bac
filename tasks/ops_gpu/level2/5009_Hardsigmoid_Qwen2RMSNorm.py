"""Hardsigmoid -> hf.Qwen2RMSNorm: synthesised by warpgym synth (seed 9, index 452, transformers#2, dim 0 x3940)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """Hardsigmoid -> hf.Qwen2RMSNorm"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=16)

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = self.qwen2rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(31520, 64, 16, 16)]


def get_init_inputs():
    return []
