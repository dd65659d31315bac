"""torch.lgamma -> hf.GELUTanh -> Tanh: synthesised by warpgym synth (seed 7, index 1576, transformers#3, dim 0 x1024)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """torch.lgamma -> hf.GELUTanh -> Tanh"""

    def __init__(self):
        super().__init__()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)
        self.tanh_2 = nn.Tanh()

    def forward(self, x):
        x = torch.lgamma(x)
        x = self.gelutanh_1(x)
        x = self.tanh_2(x)
        return x


def get_inputs():
    return [torch.randn(8192, 64, 16, 16)]


def get_init_inputs():
    return []
