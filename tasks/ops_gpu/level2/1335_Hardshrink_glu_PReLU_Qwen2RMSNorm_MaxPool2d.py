"""Hardshrink -> F.glu -> PReLU -> hf.Qwen2RMSNorm -> MaxPool2d: synthesised by warpgym synth (seed 7, index 2143, transformers#5, dim 0 x5641)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """Hardshrink -> F.glu -> PReLU -> hf.Qwen2RMSNorm -> MaxPool2d"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.prelu_2 = nn.PReLU()
        self.qwen2rmsnorm_3 = Qwen2RMSNorm(hidden_size=16)
        self.maxpool2d_4 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = F.glu(x)
        x = self.prelu_2(x)
        x = self.qwen2rmsnorm_3(x)
        x = self.maxpool2d_4(x)
        return x


def get_inputs():
    return [torch.randn(22564, 32, 32, 32)]


def get_init_inputs():
    return []
