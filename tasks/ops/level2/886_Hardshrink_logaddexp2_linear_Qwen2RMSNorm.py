"""Hardshrink -> torch.logaddexp2 -> F.linear -> hf.Qwen2RMSNorm: synthesised by warpgym synth (seed 7, index 1171, transformers#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """Hardshrink -> torch.logaddexp2 -> F.linear -> hf.Qwen2RMSNorm"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.qwen2rmsnorm_3 = Qwen2RMSNorm(hidden_size=128)

    def forward(self, x, x1, x2):
        x = self.hardshrink_0(x)
        x = torch.logaddexp2(x, x1)
        x = F.linear(x, x2)
        x = self.qwen2rmsnorm_3(x)
        return x


def get_inputs():
    return [torch.randn(128, 256), torch.randn(128, 256), torch.randn(128, 256)]


def get_init_inputs():
    return []
