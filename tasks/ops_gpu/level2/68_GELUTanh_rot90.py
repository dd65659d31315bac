"""hf.GELUTanh -> torch.rot90: synthesised by warpgym synth (seed 7, index 96, transformers#2, dim 0 x363)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> torch.rot90"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = torch.rot90(x)
        return x


def get_inputs():
    return [torch.randn(185856, 256)]


def get_init_inputs():
    return []
