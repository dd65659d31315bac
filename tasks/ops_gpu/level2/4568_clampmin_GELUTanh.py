"""torch.clamp_min -> hf.GELUTanh: synthesised by warpgym synth (seed 8, index 205, transformers#2, dim 0 x258)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """torch.clamp_min -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = torch.clamp_min(x, 0.5)
        x = self.gelutanh_1(x)
        return x


def get_inputs():
    return [torch.randn(2064, 16, 32, 32)]


def get_init_inputs():
    return []
