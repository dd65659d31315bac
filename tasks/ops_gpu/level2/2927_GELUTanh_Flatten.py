"""hf.GELUTanh -> Flatten: synthesised by warpgym synth (seed 7, index 4628, transformers#2, dim 0 x648)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> Flatten"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)
        self.flatten_1 = nn.Flatten()

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = self.flatten_1(x)
        return x


def get_inputs():
    return [torch.randn(2592, 32, 32, 32)]


def get_init_inputs():
    return []
