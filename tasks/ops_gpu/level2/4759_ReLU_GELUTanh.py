"""ReLU -> hf.GELUTanh: synthesised by warpgym synth (seed 9, index 54, transformers#2, dim 0 x3142)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """ReLU -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.relu_0(x)
        x = self.gelutanh_1(x)
        return x


def get_inputs():
    return [torch.randn(6284, 8, 8, 16, 16)]


def get_init_inputs():
    return []
