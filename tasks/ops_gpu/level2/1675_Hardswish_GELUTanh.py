"""Hardswish -> hf.GELUTanh: synthesised by warpgym synth (seed 7, index 2656, transformers#2, dim 0 x136)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """Hardswish -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.hardswish_0(x)
        x = self.gelutanh_1(x)
        return x


def get_inputs():
    return [torch.randn(1088, 16, 32, 32)]


def get_init_inputs():
    return []
