"""torch.floor_divide -> hf.GELUTanh: synthesised by warpgym synth (seed 7, index 5174, transformers#2, dim 0 x1890)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """torch.floor_divide -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x, x1):
        x = torch.floor_divide(x, x1)
        x = self.gelutanh_1(x)
        return x


def get_inputs():
    return [torch.randn(7560, 16, 8, 8, 8), torch.randn(7560, 16, 8, 8, 8)]


def get_init_inputs():
    return []
