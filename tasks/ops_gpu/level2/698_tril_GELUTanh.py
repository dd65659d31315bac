"""torch.tril -> hf.GELUTanh: synthesised by warpgym synth (seed 7, index 1122, transformers#2, dim 0 x1293)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """torch.tril -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = torch.tril(x)
        x = self.gelutanh_1(x)
        return x


def get_inputs():
    return [torch.randn(20688, 32, 256)]


def get_init_inputs():
    return []
