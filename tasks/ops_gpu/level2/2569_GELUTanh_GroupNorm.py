"""hf.GELUTanh -> GroupNorm: synthesised by warpgym synth (seed 7, index 4064, transformers#2, dim 0 x482)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)
        self.groupnorm_1 = nn.GroupNorm(num_channels=64, num_groups=2)

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(3856, 64, 16, 16)]


def get_init_inputs():
    return []
