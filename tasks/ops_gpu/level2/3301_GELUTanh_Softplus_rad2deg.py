"""hf.GELUTanh -> Softplus -> torch.rad2deg: synthesised by warpgym synth (seed 7, index 5205, transformers#3, dim 0 x1527)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> Softplus -> torch.rad2deg"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = self.softplus_1(x)
        x = torch.rad2deg(x)
        return x


def get_inputs():
    return [torch.randn(24432, 32, 16, 16)]


def get_init_inputs():
    return []
