"""F.channel_shuffle -> hf.GELUTanh: synthesised by warpgym synth (seed 8, index 420, transformers#2, dim 0 x237)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """F.channel_shuffle -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = F.channel_shuffle(x, 2)
        x = self.gelutanh_1(x)
        return x


def get_inputs():
    return [torch.randn(1896, 16, 32, 32)]


def get_init_inputs():
    return []
