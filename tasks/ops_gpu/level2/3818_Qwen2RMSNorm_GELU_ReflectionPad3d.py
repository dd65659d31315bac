"""hf.Qwen2RMSNorm -> GELU -> ReflectionPad3d: synthesised by warpgym synth (seed 7, index 5998, transformers#3, dim 0 x3116)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> GELU -> ReflectionPad3d"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=32)
        self.gelu_1 = nn.GELU()
        self.reflectionpad3d_2 = nn.ReflectionPad3d(padding=1)

    def forward(self, x):
        x = self.qwen2rmsnorm_0(x)
        x = self.gelu_1(x)
        x = self.reflectionpad3d_2(x)
        return x


def get_inputs():
    return [torch.randn(12464, 32, 32, 32)]


def get_init_inputs():
    return []
