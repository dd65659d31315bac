"""GELU -> hf.GELUTanh: synthesised by warpgym synth (seed 9, index 551, transformers#2, dim 0 x1373)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """GELU -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.gelutanh_1(x)
        return x


def get_inputs():
    return [torch.randn(175744, 256)]


def get_init_inputs():
    return []
