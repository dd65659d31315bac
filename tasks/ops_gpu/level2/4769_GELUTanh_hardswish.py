"""hf.GELUTanh -> F.hardswish: synthesised by warpgym synth (seed 9, index 66, transformers#2, dim 0 x709)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(22688, 128, 64)]


def get_init_inputs():
    return []
