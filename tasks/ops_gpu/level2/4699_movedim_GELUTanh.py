"""torch.movedim -> hf.GELUTanh: synthesised by warpgym synth (seed 8, index 402, transformers#2, dim 0 x157)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """torch.movedim -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = torch.movedim(x, 2, 1)
        x = self.gelutanh_1(x)
        return x


def get_inputs():
    return [torch.randn(2512, 64, 128)]


def get_init_inputs():
    return []
