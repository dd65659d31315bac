"""Hardsigmoid -> hf.GELUTanh: synthesised by warpgym synth (seed 7, index 4576, transformers#2, dim 0 x3293)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """Hardsigmoid -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = self.gelutanh_1(x)
        return x


def get_inputs():
    return [torch.randn(843008, 256)]


def get_init_inputs():
    return []
