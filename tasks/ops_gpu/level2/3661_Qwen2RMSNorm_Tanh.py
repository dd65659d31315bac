"""hf.Qwen2RMSNorm -> Tanh: synthesised by warpgym synth (seed 7, index 5744, transformers#2, dim 0 x2876)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> Tanh"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=256)
        self.tanh_1 = nn.Tanh()

    def forward(self, x):
        x = self.qwen2rmsnorm_0(x)
        x = self.tanh_1(x)
        return x


def get_inputs():
    return [torch.randn(368128, 256)]


def get_init_inputs():
    return []
