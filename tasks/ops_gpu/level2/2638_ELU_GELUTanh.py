"""ELU -> hf.GELUTanh: synthesised by warpgym synth (seed 7, index 4179, transformers#2, dim 0 x4525)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """ELU -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.elu_0(x)
        x = self.gelutanh_1(x)
        return x


def get_inputs():
    return [torch.randn(9050, 8, 8, 16, 16)]


def get_init_inputs():
    return []
