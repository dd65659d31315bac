"""hf.Qwen2RMSNorm -> ReflectionPad2d: synthesised by warpgym synth (seed 7, index 1018, transformers#2, dim 0 x581)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=16)
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = self.qwen2rmsnorm_0(x)
        x = self.reflectionpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(9296, 32, 16, 16)]


def get_init_inputs():
    return []
