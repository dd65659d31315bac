"""hf.GELUTanh -> F.avg_pool3d: synthesised by warpgym synth (seed 8, index 212, transformers#2, dim 0 x1415)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> F.avg_pool3d"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = F.avg_pool3d(x, 3)
        return x


def get_inputs():
    return [torch.randn(11320, 16, 32, 32)]


def get_init_inputs():
    return []
