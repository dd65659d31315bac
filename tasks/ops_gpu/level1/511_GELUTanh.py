"""hf.GELUTanh: synthesised by warpgym synth (seed 9, index 411, transformers#1, dim 0 x1018)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.gelutanh_0(x)
        return x


def get_inputs():
    return [torch.randn(260608, 512)]


def get_init_inputs():
    return []
