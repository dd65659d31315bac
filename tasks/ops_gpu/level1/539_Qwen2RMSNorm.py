"""hf.Qwen2RMSNorm: synthesised by warpgym synth (seed 10, index 137, transformers#1, dim 0 x4876)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=16)

    def forward(self, x):
        x = self.qwen2rmsnorm_0(x)
        return x


def get_inputs():
    return [torch.randn(9752, 8, 8, 16, 16)]


def get_init_inputs():
    return []
