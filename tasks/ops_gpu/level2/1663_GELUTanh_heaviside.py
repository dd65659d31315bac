"""hf.GELUTanh -> torch.heaviside: synthesised by warpgym synth (seed 7, index 2636, transformers#2, dim 0 x368)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> torch.heaviside"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x, x1):
        x = self.gelutanh_0(x)
        x = torch.heaviside(x, x1)
        return x


def get_inputs():
    return [torch.randn(2944, 256, 128), torch.randn(2944, 256, 128)]


def get_init_inputs():
    return []
