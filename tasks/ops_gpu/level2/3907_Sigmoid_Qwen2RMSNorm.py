"""Sigmoid -> hf.Qwen2RMSNorm: synthesised by warpgym synth (seed 7, index 6152, transformers#2, dim 0 x2373)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """Sigmoid -> hf.Qwen2RMSNorm"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=32)

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = self.qwen2rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(9492, 32, 32, 32)]


def get_init_inputs():
    return []
