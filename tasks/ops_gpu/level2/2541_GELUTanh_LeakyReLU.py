"""hf.GELUTanh -> LeakyReLU: synthesised by warpgym synth (seed 7, index 4025, transformers#2, dim 0 x730)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = self.leakyrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(2920, 16, 8, 8, 8)]


def get_init_inputs():
    return []
