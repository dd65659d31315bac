"""AdaptiveMaxPool2d -> hf.Qwen2RMSNorm: synthesised by warpgym synth (seed 9, index 578, transformers#2, dim 0 x4743)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """AdaptiveMaxPool2d -> hf.Qwen2RMSNorm"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool2d_0(x)
        x = self.qwen2rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(75888, 32, 256)]


def get_init_inputs():
    return []
