"""F.threshold -> hf.GELUTanh: synthesised by warpgym synth (seed 7, index 6738, transformers#2, dim 0 x543)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """F.threshold -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.gelutanh_1(x)
        return x


def get_inputs():
    return [torch.randn(8688, 32, 16, 16)]


def get_init_inputs():
    return []
