"""F.sigmoid -> PReLU -> hf.GELUTanh: synthesised by warpgym synth (seed 9, index 527, transformers#3, dim 0 x1544)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """F.sigmoid -> PReLU -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()
        self.gelutanh_2 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = F.sigmoid(x)
        x = self.prelu_1(x)
        x = self.gelutanh_2(x)
        return x


def get_inputs():
    return [torch.randn(12352, 16, 32, 32)]


def get_init_inputs():
    return []
